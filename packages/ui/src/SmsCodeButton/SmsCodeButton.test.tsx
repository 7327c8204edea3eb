import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { describeConformance } from '../test/conformance';
import { SmsCodeButton, type SmsCodeResult } from './SmsCodeButton';

const countdownLabel = (s: number) => `Reenviar en ${s} s`;

describeConformance('SmsCodeButton', SmsCodeButton, {
  props: {
    children: 'Enviar código',
    countdownLabel,
    onRequest: () => Promise.resolve({ ok: false } as const),
  },
  element: HTMLButtonElement,
});

/** A request the test answers when it wants. */
function deferred() {
  let answer!: (result: SmsCodeResult) => void;
  const promise = new Promise<SmsCodeResult>((resolve) => {
    answer = resolve;
  });
  return { promise, answer };
}

/**
 * Lets promises settle and React commit, without moving fake time: React
 * schedules its work on a MessageChannel, which fake timers leave alone
 * (`expect.poll` and `expect.element` would advance fake time while retrying).
 */
async function settle() {
  for (let i = 0; i < 4; i += 1) {
    await new Promise<void>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    });
  }
}

const el = () =>
  document.querySelector<HTMLButtonElement>('button[data-state]') as HTMLButtonElement;
const press = () => el().click();
const region = () => document.querySelector('[aria-live="polite"]');
const tick = async (ms: number) => {
  vi.advanceTimersByTime(ms);
  await settle();
};

describe('SmsCodeButton', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is busy while the request is pending, then counts down, then is available again', async () => {
    const request = deferred();
    const onRequest = vi.fn(() => request.promise);
    await render(
      <SmsCodeButton onRequest={onRequest} countdownLabel={countdownLabel}>
        Enviar código
      </SmsCodeButton>,
    );
    press();
    await settle();
    expect(onRequest).toHaveBeenCalledTimes(1);
    expect(el().getAttribute('aria-busy')).toBe('true');
    expect(el().dataset['state']).toBe('pending');

    request.answer({ ok: true, seconds: 3 });
    await settle();
    expect(el().textContent).toContain('Reenviar en 3 s');
    expect(el().getAttribute('aria-disabled')).toBe('true');
    expect(el().hasAttribute('aria-busy')).toBe(false);
    await expect.element(page.getByRole('button', { name: 'Enviar código' })).toBeVisible();

    await tick(1000);
    expect(el().textContent).toContain('Reenviar en 2 s');
    await tick(1000);
    press(); // ignored while counting
    await settle();
    expect(onRequest).toHaveBeenCalledTimes(1);
    expect(el().textContent).toContain('Reenviar en 1 s');

    await tick(1000);
    expect(el().textContent).toBe('Enviar código');
    expect(el().hasAttribute('aria-disabled')).toBe(false);
    press();
    expect(onRequest).toHaveBeenCalledTimes(2);
  });

  it('keeps its name while counting; the remaining time is its description', async () => {
    await render(
      <SmsCodeButton
        onRequest={() => Promise.resolve({ ok: true, seconds: 60 })}
        countdownLabel={countdownLabel}
      >
        Enviar código
      </SmsCodeButton>,
    );
    press();
    await settle();
    const button = page.getByRole('button', { name: 'Enviar código' });
    await expect.element(button).toHaveAccessibleName('Enviar código');
    await expect.element(button).toHaveAccessibleDescription(/Reenviar en \d+ s/);
  });

  it('announces the countdown once when it starts and once when it ends, not every second', async () => {
    await render(
      <SmsCodeButton
        onRequest={() => Promise.resolve({ ok: true, seconds: 60 })}
        countdownLabel={countdownLabel}
        readyAnnouncement="Ya puede pedir otro código"
      >
        Enviar código
      </SmsCodeButton>,
    );
    const changes: string[] = [];
    const observer = new MutationObserver(() => changes.push(region()?.textContent ?? ''));
    observer.observe(region()!, { childList: true, subtree: true, characterData: true });

    press();
    await settle();
    expect(region()?.textContent).toBe('Reenviar en 60 s');
    await tick(59_000);
    expect(el().textContent).toContain('Reenviar en 1 s');
    expect(region()?.textContent).toBe('Reenviar en 60 s');
    await tick(1000);
    expect(region()?.textContent).toBe('Ya puede pedir otro código');
    observer.disconnect();
    expect(changes.filter(Boolean)).toEqual(['Reenviar en 60 s', 'Ya puede pedir otro código']);
  });

  it('keeps the focus while counting (aria-disabled, not disabled)', async () => {
    await render(
      <SmsCodeButton
        onRequest={() => Promise.resolve({ ok: true, seconds: 5 })}
        countdownLabel={countdownLabel}
      >
        Enviar código
      </SmsCodeButton>,
    );
    el().focus();
    press();
    await settle();
    expect(el().getAttribute('aria-disabled')).toBe('true');
    expect(el().disabled).toBe(false);
    expect(document.activeElement).toBe(el());
  });

  it('ignores clicks within a second of the last one (throttle), even after a failure', async () => {
    const onRequest = vi.fn(() => Promise.resolve({ ok: false } as const));
    await render(
      <SmsCodeButton onRequest={onRequest} countdownLabel={countdownLabel}>
        Enviar código
      </SmsCodeButton>,
    );
    press();
    await settle();
    expect(el().dataset['state']).toBe('idle');
    press();
    await tick(999);
    press();
    expect(onRequest).toHaveBeenCalledTimes(1);
    await tick(1);
    press();
    expect(onRequest).toHaveBeenCalledTimes(2);
  });

  it('is available again at once when the request fails or rejects', async () => {
    const onRequest = vi
      .fn<() => Promise<SmsCodeResult>>()
      .mockRejectedValueOnce(new Error('red'))
      .mockResolvedValueOnce({ ok: false });
    await render(
      <SmsCodeButton onRequest={onRequest} countdownLabel={countdownLabel}>
        Enviar código
      </SmsCodeButton>,
    );
    press();
    await settle();
    expect(el().dataset['state']).toBe('idle');
    expect(el().textContent).toBe('Enviar código');
    await tick(1000);
    press();
    await settle();
    expect(onRequest).toHaveBeenCalledTimes(2);
    expect(el().dataset['state']).toBe('idle');
    expect(el().hasAttribute('aria-disabled')).toBe(false);
  });

  it('takes its throttle from the throttle prop', async () => {
    const onRequest = vi.fn(() => Promise.resolve({ ok: false } as const));
    await render(
      <SmsCodeButton onRequest={onRequest} countdownLabel={countdownLabel} throttle={3000}>
        Enviar código
      </SmsCodeButton>,
    );
    press();
    await tick(2000);
    press();
    expect(onRequest).toHaveBeenCalledTimes(1);
    await tick(1000);
    press();
    expect(onRequest).toHaveBeenCalledTimes(2);
  });

  it('starts counting from initialSeconds', async () => {
    const onRequest = vi.fn(() => Promise.resolve({ ok: false } as const));
    await render(
      <SmsCodeButton onRequest={onRequest} countdownLabel={countdownLabel} initialSeconds={2}>
        Enviar código
      </SmsCodeButton>,
    );
    expect(el().textContent).toContain('Reenviar en 2 s');
    press();
    expect(onRequest).not.toHaveBeenCalled();
    await tick(2000);
    expect(el().textContent).toBe('Enviar código');
  });

  it('stops its timers when it goes away', async () => {
    const screen = await render(
      <SmsCodeButton
        onRequest={() => Promise.resolve({ ok: true, seconds: 5 })}
        countdownLabel={countdownLabel}
        initialSeconds={5}
      >
        Enviar código
      </SmsCodeButton>,
    );
    expect(vi.getTimerCount()).toBe(1);
    await screen.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
