import { act, useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { describeConformance } from '../test/conformance';
import { Toast } from './Toast';
import { ToastProvider, useToast, type ToastControls } from './ToastProvider';

describeConformance('Toast', Toast, {
  props: { title: 'Depósito recibido', closeLabel: 'Cerrar' },
  element: HTMLDivElement,
});

let controls: ToastControls;
function Capture() {
  const toast = useToast();
  useEffect(() => {
    controls = toast;
  }, [toast]);
  return <button type="button">Fuera</button>;
}

const setup = (props: Partial<Parameters<typeof ToastProvider>[0]> = {}) =>
  render(
    <ToastProvider closeLabel="Cerrar" label="Notificaciones" {...props}>
      <Capture />
    </ToastProvider>,
  );

const region = () => document.querySelector<HTMLElement>('[role="region"]')!;
const titles = () =>
  Array.from(document.querySelectorAll('[data-toast-id] p:first-child')).map((p) => p.textContent);
const show = (options: Parameters<ToastControls['show']>[0]) =>
  act(async () => {
    controls.show(options);
  });
const advance = (ms: number) =>
  act(async () => {
    vi.advanceTimersByTime(ms);
  });

describe('ToastProvider', () => {
  beforeEach(() => {
    // Only the clocks the toasts use: the test runner's own waits stay real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a toast in a named region and removes it after its duration', async () => {
    await setup();
    await show({ title: 'Depósito recibido', variant: 'success' });
    expect(region().getAttribute('aria-label')).toBe('Notificaciones');
    expect(titles()).toEqual(['Depósito recibido']);
    await advance(4999);
    expect(titles()).toEqual(['Depósito recibido']);
    await advance(1);
    expect(titles()).toEqual([]);
  });

  it('takes a duration per toast, and Infinity keeps it', async () => {
    await setup({ duration: 1000 });
    await show({ title: 'Corto', duration: 200 });
    await show({ title: 'Fijo', duration: Infinity });
    await advance(200);
    expect(titles()).toEqual(['Fijo']);
    await advance(60_000);
    expect(titles()).toEqual(['Fijo']);
  });

  it('pauses while the pointer is over the stack, and resumes with the time left', async () => {
    await setup();
    await show({ title: 'Aviso' });
    await advance(3000);
    await act(async () => {
      region().dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    });
    await advance(10_000);
    expect(titles()).toEqual(['Aviso']);
    await act(async () => {
      region().dispatchEvent(
        new PointerEvent('pointerout', { bubbles: true, relatedTarget: document.body }),
      );
    });
    await advance(1999);
    expect(titles()).toEqual(['Aviso']);
    await advance(1);
    expect(titles()).toEqual([]);
  });

  it('pauses while focus is inside, e.g. on the close button', async () => {
    const screen = await setup();
    await show({ title: 'Aviso' });
    const close = screen.getByRole('button', { name: 'Cerrar' }).element() as HTMLElement;
    await act(async () => close.focus());
    await advance(10_000);
    expect(titles()).toEqual(['Aviso']);
    await act(async () =>
      (screen.getByRole('button', { name: 'Fuera' }).element() as HTMLElement).focus(),
    );
    await advance(5000);
    expect(titles()).toEqual([]);
  });

  it('closes from its named close button', async () => {
    const screen = await setup();
    await show({ title: 'Aviso', duration: Infinity });
    await act(async () =>
      (screen.getByRole('button', { name: 'Cerrar' }).element() as HTMLElement).click(),
    );
    expect(titles()).toEqual([]);
  });

  it('announces politely, and assertively for danger', async () => {
    await setup();
    const polite = () => document.querySelector('[aria-live="polite"]')!.textContent;
    const assertive = () => document.querySelector('[aria-live="assertive"]')!.textContent;
    expect(document.querySelector('[role="status"][aria-live="polite"]')).not.toBeNull();
    expect(document.querySelector('[role="alert"][aria-live="assertive"]')).not.toBeNull();
    await show({ title: 'Depósito recibido', description: '100 €', variant: 'success' });
    expect(polite()).toBe('Depósito recibido. 100 €');
    expect(assertive()).toBe('');
    await show({ title: 'Retiro rechazado', variant: 'danger' });
    expect(assertive()).toBe('Retiro rechazado');
  });

  it('stacks up to max, dropping the oldest; an id replaces its toast', async () => {
    await setup({ max: 2 });
    await show({ title: 'Uno' });
    await show({ title: 'Dos' });
    await show({ title: 'Tres' });
    expect(titles()).toEqual(['Dos', 'Tres']);
    await show({ id: 'saldo', title: 'Saldo: 10 €' });
    await show({ id: 'saldo', title: 'Saldo: 20 €' });
    expect(titles()).toEqual(['Tres', 'Saldo: 20 €']);
    await act(async () => controls.dismissAll());
    expect(titles()).toEqual([]);
  });

  it('sits above pop-ups, at the end of the line in either direction', async () => {
    await setup({ position: 'bottom-end' });
    await show({ title: 'Aviso' });
    expect(getComputedStyle(region()).zIndex).toBe('1100');
    expect(getComputedStyle(region()).position).toBe('fixed');
    const stack = region().querySelector('ol')!;
    const ltr = stack.getBoundingClientRect();
    expect(window.innerWidth - ltr.right).toBeLessThan(ltr.left);
    document.documentElement.dir = 'rtl';
    try {
      const rtl = stack.getBoundingClientRect();
      expect(rtl.left).toBeLessThan(window.innerWidth - rtl.right);
    } finally {
      document.documentElement.removeAttribute('dir');
    }
  });

  it('does not animate the entrance under reduced motion', async () => {
    await setup();
    await show({ title: 'Aviso' });
    const list = document.querySelector('[data-toast-id]')!.closest('ol')!;
    const own = Array.from(list.classList).at(-1)!;
    const reduced = Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules))
      .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule)
      .filter((rule) => rule.conditionText.includes('prefers-reduced-motion: reduce'))
      .flatMap((rule) => Array.from(rule.cssRules) as CSSStyleRule[])
      .filter((rule) => rule.selectorText.includes(own));
    expect(reduced.length).toBeGreaterThan(0);
    expect(reduced.every((rule) => rule.style.animationName === 'none')).toBe(true);
  });

  it('useToast outside a provider says what is missing', async () => {
    function Orphan() {
      useToast();
      return null;
    }
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(render(<Orphan />)).rejects.toThrow(
      'useToast() needs a <ToastProvider> above it.',
    );
    spy.mockRestore();
  });
});
