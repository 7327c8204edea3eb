import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { HomeComposition } from './HomeComposition';

describe('HomeComposition', () => {
  it('puts every part of the home page in its landmark, once', async () => {
    await render(<HomeComposition />);
    expect(page.getByRole('banner').elements()).toHaveLength(1);
    expect(page.getByRole('main').elements()).toHaveLength(1);
    expect(page.getByRole('contentinfo').elements()).toHaveLength(1);
    await expect.element(page.getByRole('region', { name: 'Ganadores' })).toBeVisible();
    await expect.element(page.getByRole('tablist', { name: 'Categorías del lobby' })).toBeVisible();
  });

  it('shows login buttons to visitors and the balance to members', async () => {
    const screen = await render(<HomeComposition />);
    await expect.element(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    await screen.rerender(<HomeComposition loggedIn />);
    await expect
      .element(page.getByRole('button', { name: 'Iniciar sesión' }))
      .not.toBeInTheDocument();
    expect(document.body.textContent).toContain('12.850,75');
  });
});
