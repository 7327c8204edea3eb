import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { describeConformance } from '../test/conformance';
import { Spinner } from './Spinner';

describeConformance('Spinner', Spinner, { props: {}, element: HTMLSpanElement });

describe('Spinner', () => {
  it('is a named status when labelled, decorative otherwise', async () => {
    const screen = await render(
      <>
        <Spinner label="Cargando juegos" />
        <Spinner data-testid="plain" />
      </>,
    );
    await expect.element(screen.getByRole('status', { name: 'Cargando juegos' })).toBeVisible();
    expect(screen.getByTestId('plain').element().getAttribute('aria-hidden')).toBe('true');
  });
});
