import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { describeConformance } from '../test/conformance';
import { NoticeMarquee } from './NoticeMarquee';

const notices = [
  { id: '1', title: 'Mantenimiento programado el martes a las 02:00' },
  { id: '2', title: 'Nuevo juego: Fortuna Dorada' },
];

describeConformance('NoticeMarquee', NoticeMarquee, {
  props: { label: 'Avisos', notices },
  element: HTMLElement,
});

describe('NoticeMarquee', () => {
  it('scrolls with a CSS animation, not timers, sized to the number of notices', async () => {
    const screen = await render(
      <NoticeMarquee label="Avisos" notices={notices} secondsPerNotice={5} />,
    );
    const track = screen.container.querySelector<HTMLElement>('[data-part="track"]')!;
    const style = getComputedStyle(track);
    expect(style.animationName).not.toBe('none');
    expect(style.animationDuration).toBe('10s');
  });

  it('pauses while a notice has keyboard focus, and opens it with Enter', async () => {
    const onOpen = vi.fn();
    const screen = await render(<NoticeMarquee label="Avisos" notices={notices} onOpen={onOpen} />);
    const track = screen.container.querySelector<HTMLElement>('[data-part="track"]')!;
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: notices[0]!.title })).toHaveFocus();
    expect(getComputedStyle(track).animationPlayState).toBe('paused');
    await userEvent.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(notices[0]);
  });

  it('offers each notice once to screen readers and to Tab', async () => {
    const screen = await render(<NoticeMarquee label="Avisos" notices={notices} />);
    await expect.element(page.getByRole('region', { name: 'Avisos' })).toBeVisible();
    const reachable = Array.from(screen.container.querySelectorAll('button')).filter(
      (b) => b.tabIndex >= 0,
    );
    expect(reachable).toHaveLength(2);
    expect(screen.container.querySelector('[data-part="copy"]')?.getAttribute('aria-hidden')).toBe(
      'true',
    );
  });
});
