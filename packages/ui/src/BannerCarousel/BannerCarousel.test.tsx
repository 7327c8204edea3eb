import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { bannerArt } from '../fixtures/artwork';
import { describeConformance } from '../test/conformance';
import { BANNER_DELAY_MS, BannerCarousel, type Banner } from './BannerCarousel';

const banners: Banner[] = ['Bono 100 %', 'Torneo semanal', 'Lotería VN'].map((title, i) => ({
  id: `b${i + 1}`,
  imageUrl: bannerArt(title),
  alt: title,
  linkageType: 'P',
}));

const props = {
  banners,
  label: 'Promociones',
  slideLabel: (n: number, total: number) => `${n} de ${total}`,
  dotLabel: (n: number) => `Ir al anuncio ${n}`,
};

/** React commits timer-driven updates on its own scheduler: let a couple of frames pass. */
const frames = async (n = 2) => {
  for (let i = 0; i < n; i += 1)
    await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
};
/** Waits, a frame at a time, until the carousel shows `label` (or gives up and lets expect fail). */
const untilDot = async (label: string) => {
  for (let i = 0; i < 120 && currentDot() !== label; i += 1) await frames(1);
  // The DOM shows the change at commit; the effect that arms the next timer runs
  // just after. Let it run before the test moves fake time again.
  await frames(2);
};
const currentDot = () =>
  document.querySelector('[aria-current="true"]')?.getAttribute('aria-label');
const track = () => document.querySelector<HTMLElement>('[aria-live]')!;

describeConformance('BannerCarousel', BannerCarousel, { props, element: HTMLElement });

describe('BannerCarousel', () => {
  beforeEach(async () => {
    // An earlier test file may have left the pointer where the carousel is
    // about to render, which would pause it: park the pointer in a corner.
    const corner = document.createElement('div');
    corner.style.cssText = 'position:fixed;right:0;bottom:0;width:4px;height:4px';
    document.body.append(corner);
    await userEvent.hover(corner);
    corner.remove();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('names the carousel and its slides; the first image loads first, the rest lazily', async () => {
    const screen = await render(<BannerCarousel {...props} />);
    const root = screen.container.querySelector('section')!;
    expect(root.getAttribute('aria-roledescription')).toBe('carousel');
    const groups = screen.container.querySelectorAll('[role="group"]');
    expect(Array.from(groups).map((g) => g.getAttribute('aria-label'))).toEqual([
      '1 de 3',
      '2 de 3',
      '3 de 3',
    ]);
    const first = groups[0]!.querySelector('img')!;
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(groups[1]!.querySelector('img')!.getAttribute('loading')).toBe('lazy');
  });

  it('slides over the 1000 ms token with 20.3 px between slides', async () => {
    await render(<BannerCarousel {...props} />);
    expect(getComputedStyle(track()).transitionDuration).toBe('1s');
    expect(getComputedStyle(track()).columnGap).toBe('20.3px');
  });

  it('advances every 5000 ms and loops from the last banner to the first', async () => {
    await render(<BannerCarousel {...props} />);
    expect(currentDot()).toBe('Ir al anuncio 1');
    vi.advanceTimersByTime(BANNER_DELAY_MS - 1);
    await frames(3);
    expect(currentDot()).toBe('Ir al anuncio 1');
    vi.advanceTimersByTime(1);
    await untilDot('Ir al anuncio 2');
    expect(currentDot()).toBe('Ir al anuncio 2');
    vi.advanceTimersByTime(BANNER_DELAY_MS);
    await untilDot('Ir al anuncio 3');
    expect(currentDot()).toBe('Ir al anuncio 3');
    vi.advanceTimersByTime(BANNER_DELAY_MS);
    await untilDot('Ir al anuncio 1');
    expect(currentDot()).toBe('Ir al anuncio 1');
    // It slid forward onto the copy of the first banner, then moved to the real one.
    vi.advanceTimersByTime(1000);
    for (
      let i = 0;
      i < 120 && track().style.getPropertyValue('--banner-position') !== '1';
      i += 1
    ) {
      await frames(1);
    }
    expect(track().style.getPropertyValue('--banner-position')).toBe('1');
    expect(track().hasAttribute('data-instant')).toBe(true);
  });

  it('pauses while hovered', async () => {
    const screen = await render(<BannerCarousel {...props} />);
    await userEvent.hover(screen.container.querySelector('section')!);
    vi.advanceTimersByTime(BANNER_DELAY_MS * 3);
    await frames(3);
    expect(currentDot()).toBe('Ir al anuncio 1');
  });

  it('pauses while it has keyboard focus, and follows the arrow keys', async () => {
    const screen = await render(<BannerCarousel {...props} />);
    (screen.container.querySelector('[data-current] button') as HTMLButtonElement).focus();
    await frames();
    vi.advanceTimersByTime(BANNER_DELAY_MS * 2);
    await frames(3);
    expect(currentDot()).toBe('Ir al anuncio 1');
    await userEvent.keyboard('{ArrowRight}');
    await untilDot('Ir al anuncio 2');
    expect(currentDot()).toBe('Ir al anuncio 2');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await untilDot('Ir al anuncio 3');
    expect(currentDot()).toBe('Ir al anuncio 3');
  });

  it('reverses the arrow keys right to left', async () => {
    const screen = await render(
      <div dir="rtl">
        <BannerCarousel {...props} />
      </div>,
    );
    (screen.container.querySelector('[data-current] button') as HTMLButtonElement).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await untilDot('Ir al anuncio 2');
    expect(currentDot()).toBe('Ir al anuncio 2');
  });

  it('goes to a banner from its dot, and opens a banner on click', async () => {
    const onSelect = vi.fn();
    const screen = await render(<BannerCarousel {...props} onSelect={onSelect} />);
    await screen.getByRole('button', { name: 'Ir al anuncio 3' }).click();
    await untilDot('Ir al anuncio 3');
    expect(currentDot()).toBe('Ir al anuncio 3');
    vi.advanceTimersByTime(1000);
    await frames();
    (screen.container.querySelector('[data-current] button') as HTMLButtonElement).click();
    expect(onSelect).toHaveBeenCalledWith(banners[2]);
  });

  it('does not move by itself under prefers-reduced-motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
    }));
    await render(<BannerCarousel {...props} />);
    vi.advanceTimersByTime(BANNER_DELAY_MS * 3);
    await frames(3);
    expect(currentDot()).toBe('Ir al anuncio 1');
  });

  it('with one banner: no sliding, no dots, no copies', async () => {
    const screen = await render(<BannerCarousel {...props} banners={banners.slice(0, 1)} />);
    expect(screen.container.querySelectorAll('[aria-live] > div')).toHaveLength(1);
    expect(screen.container.querySelector('[aria-current]')).toBeNull();
    expect(track().hasAttribute('data-instant')).toBe(true);
    vi.advanceTimersByTime(BANNER_DELAY_MS * 2);
    await frames();
    expect(track().style.getPropertyValue('--banner-position')).toBe('0');
  });

  it('hides the loop copies from screen readers and keeps off-screen slides out of Tab', async () => {
    const screen = await render(<BannerCarousel {...props} />);
    const copies = screen.container.querySelectorAll('[aria-live] > [aria-hidden="true"]');
    expect(copies).toHaveLength(2);
    const tabbable = Array.from(
      screen.container.querySelectorAll<HTMLButtonElement>('[aria-live] button'),
    ).filter((b) => b.tabIndex === 0);
    expect(tabbable).toHaveLength(1);
  });
});
