import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { act } from 'react';
import { describeConformance } from '../test/conformance';
import { LoadingOverlay } from './LoadingOverlay';

describeConformance('LoadingOverlay', LoadingOverlay, {
  props: { loading: true, label: 'Cargando', children: 'Saldo' },
  element: HTMLDivElement,
});

const status = () => document.querySelector('[role="status"]');
const busy = () => document.querySelector('[aria-busy="true"]');

describe('LoadingOverlay', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('marks the content busy at once and shows the scrim only after the delay', async () => {
    await render(
      <LoadingOverlay loading label="Cargando">
        <p>Saldo</p>
      </LoadingOverlay>,
    );
    expect(busy()?.textContent).toBe('Saldo');
    expect(status()).toBeNull();
    await act(async () => vi.advanceTimersByTime(299));
    expect(status()).toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(status()?.textContent).toBe('Cargando');
  });

  it('never flashes when loading ends within the delay', async () => {
    const screen = await render(<LoadingOverlay loading label="Cargando" delay={200} />);
    await act(async () => vi.advanceTimersByTime(150));
    await screen.rerender(<LoadingOverlay loading={false} label="Cargando" delay={200} />);
    await act(async () => vi.advanceTimersByTime(1000));
    expect(status()).toBeNull();
    expect(busy()).toBeNull();
  });

  it('hides as soon as loading ends', async () => {
    const screen = await render(<LoadingOverlay loading label="Cargando" delay={100} />);
    await act(async () => vi.advanceTimersByTime(100));
    expect(status()).not.toBeNull();
    await screen.rerender(<LoadingOverlay loading={false} label="Cargando" delay={100} />);
    expect(status()).toBeNull();
  });

  it('shows at once with a zero delay, and covers the viewport with fullPage', async () => {
    await render(<LoadingOverlay loading label="Cargando" delay={0} fullPage />);
    const scrim = document.querySelector('[data-part="scrim"]')!;
    expect(getComputedStyle(scrim).position).toBe('fixed');
    const box = scrim.getBoundingClientRect();
    expect([box.width, box.height]).toEqual([window.innerWidth, window.innerHeight]);
  });

  it('does not fade in when shown from the first render: it is the first paint', async () => {
    await render(<LoadingOverlay loading label="Cargando" delay={0} />);
    const scrim = document.querySelector('[data-part="scrim"]')!;
    expect(getComputedStyle(scrim).animationName).toBe('none');
  });

  it('fades in when it comes over content after its delay', async () => {
    await render(<LoadingOverlay loading label="Cargando" delay={100} />);
    await act(async () => vi.advanceTimersByTime(100));
    const scrim = document.querySelector('[data-part="scrim"]')!;
    expect(getComputedStyle(scrim).animationName).not.toBe('none');
  });
});
