import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { describeConformance } from '../test/conformance';
import { TextArea } from './TextArea';

describeConformance('TextArea', TextArea, {
  props: { 'aria-label': 'Comentario' },
  element: HTMLTextAreaElement,
  findRoot: (container) => container.querySelector('textarea'),
});

describe('TextArea', () => {
  it('counts only with a limit and a count label', async () => {
    const screen = await render(
      <>
        <TextArea
          aria-label="Uno"
          defaultValue="abc"
          maxLength={10}
          countLabel={(n, m) => `${n}/${m}`}
        />
        <TextArea aria-label="Dos" defaultValue="abc" countLabel={(n, m) => `${n}/${m}`} />
      </>,
    );
    await expect.element(screen.getByText('3/10')).toBeVisible();
    expect(screen.container.textContent).not.toContain('/undefined');
  });

  it('marks its box invalid from aria-invalid and disabled from disabled', async () => {
    const screen = await render(
      <>
        <TextArea aria-label="Uno" aria-invalid />
        <TextArea aria-label="Dos" disabled />
      </>,
    );
    const box = (name: string) => screen.getByRole('textbox', { name }).element().parentElement!;
    expect(box('Uno').hasAttribute('data-invalid')).toBe(true);
    expect(box('Dos').hasAttribute('data-disabled')).toBe(true);
  });
});
