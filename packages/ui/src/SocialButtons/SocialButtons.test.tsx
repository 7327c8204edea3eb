import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { SocialButtons } from './SocialButtons';

describe('SocialButtons', () => {
  it('names each provider in its button and says which one was chosen', async () => {
    const onSelect = vi.fn();
    const screen = await render(
      <SocialButtons
        providers={[
          { id: 'a', label: 'Alpha', icon: null },
          { id: 'b', label: 'Beta', icon: '/logo.svg' },
        ]}
        heading="or continue with"
        buttonLabel={(p) => `Continue with ${p.label}`}
        onSelect={onSelect}
      />,
    );
    const beta = screen.getByRole('button', { name: 'Continue with Beta' });
    await expect.element(beta).toBeVisible();
    // The logo is decoration: no name of its own.
    expect(beta.element().querySelector('img')?.getAttribute('alt')).toBe('');
    (beta.element() as HTMLButtonElement).focus();
    (beta.element() as HTMLButtonElement).click();
    expect(onSelect).toHaveBeenCalledWith('b');
  });
});
