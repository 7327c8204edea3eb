import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { describeConformance } from '../test/conformance';
import { HeaderBar } from './HeaderBar';

describeConformance('HeaderBar', HeaderBar, {
  props: { logo: <span>Fortuna</span> },
  element: HTMLElement,
});

const header = (width: number) => (
  <div style={{ inlineSize: width }}>
    <HeaderBar
      logo={<span>Fortuna</span>}
      menuButton={<button type="button">Menú</button>}
      nav={<nav aria-label="Categorías">Juegos</nav>}
      actions={<button type="button">Entrar</button>}
    />
  </div>
);

describe('HeaderBar', () => {
  it('is the banner landmark, sticky at the header layer', async () => {
    const screen = await render(header(1000));
    const banner = screen.getByRole('banner').element();
    const style = getComputedStyle(banner);
    expect(style.position).toBe('sticky');
    expect(style.top).toBe('0px');
    expect(style.zIndex).toBe('100');
  });

  it('can stay in the flow', async () => {
    const screen = await render(<HeaderBar logo="Fortuna" sticky={false} />);
    expect(getComputedStyle(screen.getByRole('banner').element()).position).toBe('static');
  });

  it('wide: shows the navigation row and hides the menu button', async () => {
    const screen = await render(header(1000));
    await expect.element(screen.getByRole('navigation', { name: 'Categorías' })).toBeVisible();
    const menu = screen.container.querySelector('[data-part="menu"]')!;
    expect(getComputedStyle(menu).display).toBe('none');
  });

  it('narrow: shows the menu button and hides the navigation row', async () => {
    const screen = await render(header(400));
    await expect.element(screen.getByRole('button', { name: 'Menú' })).toBeVisible();
    await expect.element(screen.getByText('Juegos')).not.toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Entrar' })).toBeVisible();
  });
});
