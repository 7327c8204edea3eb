import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('names a control without taking any room on the page', async () => {
    const screen = await render(
      <button type="button">
        <span aria-hidden>★</span>
        <VisuallyHidden data-testid="text">Añadir a favoritos</VisuallyHidden>
      </button>,
    );
    await expect.element(screen.getByRole('button', { name: 'Añadir a favoritos' })).toBeVisible();
    const box = screen.getByTestId('text').element().getBoundingClientRect();
    expect(box.width).toBeLessThanOrEqual(1);
    expect(box.height).toBeLessThanOrEqual(1);
  });

  it('stays a live region when asked to be one', async () => {
    const screen = await render(
      <VisuallyHidden role="status" aria-live="polite">
        3 juegos
      </VisuallyHidden>,
    );
    await expect.element(screen.getByRole('status')).toHaveTextContent('3 juegos');
  });
});
