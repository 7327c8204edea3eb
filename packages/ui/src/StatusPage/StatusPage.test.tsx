import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { describeConformance } from '../test/conformance';
import { StatusPage } from './StatusPage';

describeConformance('StatusPage', StatusPage, {
  props: { variant: 'maintenance', title: 'Mantenimiento', description: 'Volvemos pronto.' },
  element: HTMLElement,
});

const blocked = {
  variant: 'region-blocked',
  title: 'Acceso restringido',
  description: 'Nuestros servicios no están disponibles en su región.',
  ip: '203.0.113.47',
  ipLabel: 'Su dirección IP:',
  customerServiceHref: 'https://soporte.example.com/chat',
  customerServiceLabel: 'Servicio al cliente',
} as const;

describe('StatusPage', () => {
  it('is the main landmark with a level-one heading, filling the viewport', async () => {
    const screen = await render(<StatusPage {...blocked} />);
    const main = screen.getByRole('main');
    await expect.element(main).toBeVisible();
    await expect
      .element(screen.getByRole('heading', { level: 1, name: 'Acceso restringido' }))
      .toBeVisible();
    expect(main.element().getBoundingClientRect().height).toBeGreaterThanOrEqual(
      window.innerHeight,
    );
  });

  it('shows the visitor IP, left to right, on the region-blocked page only', async () => {
    const screen = await render(<StatusPage {...blocked} />);
    const ip = screen.getByText('203.0.113.47');
    await expect.element(ip).toHaveAttribute('dir', 'ltr');
    await expect.element(screen.getByText('Su dirección IP:')).toBeVisible();
    await screen.rerender(<StatusPage {...blocked} variant="maintenance" />);
    expect(screen.container.textContent).not.toContain('203.0.113.47');
  });

  it('offers customer service as a link to the given address', async () => {
    const screen = await render(<StatusPage {...blocked} />);
    await expect
      .element(screen.getByRole('link', { name: 'Servicio al cliente' }))
      .toHaveAttribute('href', 'https://soporte.example.com/chat');
  });

  it('fits a 360 px phone without sideways scrolling', async () => {
    const screen = await render(
      <div style={{ width: 360 }}>
        <StatusPage
          {...blocked}
          ip="2001:0db8:85a3:0000:0000:8a2e:0370:7334"
          title="Acceso restringido en su región actual"
        />
      </div>,
    );
    const main = screen.getByRole('main').element();
    const sticksOut = Array.from(main.querySelectorAll('*'))
      .filter((el) => el.getBoundingClientRect().right > 360)
      .map((el) => el.tagName);
    expect(sticksOut).toEqual([]);
    expect(main.scrollWidth).toBeLessThanOrEqual(main.clientWidth);
    const card = main.lastElementChild!.getBoundingClientRect();
    expect(card.left).toBeGreaterThanOrEqual(0);
    expect(card.right).toBeLessThanOrEqual(360);
  });
});
