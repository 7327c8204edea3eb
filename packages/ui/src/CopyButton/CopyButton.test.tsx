import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { describeConformance } from '../test/conformance';
import { CopyButton } from './CopyButton';

const props = { text: 'ABC123', label: 'Copiar ID', copiedLabel: 'Copiado' };
const original = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard');

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
}

describeConformance('CopyButton', CopyButton, { props, element: HTMLSpanElement });

describe('CopyButton', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => {
    vi.useRealTimers();
    // Remove the stub: the prototype's getter shows through again.
    delete (navigator as unknown as Record<string, unknown>)['clipboard'];
    if (original) Object.defineProperty(Navigator.prototype, 'clipboard', original);
  });

  it('copies with the Clipboard API and confirms for 2 s, announced politely', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    const onCopy = vi.fn();
    const screen = await render(<CopyButton {...props} onCopy={onCopy} />);
    const status = screen.getByRole('status');
    expect(status.element().getAttribute('role')).toBe('status');
    await screen.getByRole('button', { name: 'Copiar ID' }).click();
    await expect.element(status).toHaveTextContent('Copiado');
    expect(writeText).toHaveBeenCalledWith('ABC123');
    expect(onCopy).toHaveBeenCalledWith('ABC123');

    await vi.advanceTimersByTimeAsync(1999);
    await expect.element(status).toHaveTextContent('Copiado');
    await vi.advanceTimersByTimeAsync(1);
    await expect.element(status).toHaveTextContent('');
  });

  it('falls back to execCommand when the Clipboard API is missing or refuses', async () => {
    stubClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    const exec = vi.spyOn(document, 'execCommand').mockReturnValue(true);
    const onCopy = vi.fn();
    const screen = await render(<CopyButton {...props} onCopy={onCopy} />);
    const button = screen.getByRole('button', { name: 'Copiar ID' });
    await button.click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Copiado');
    expect(exec).toHaveBeenCalledWith('copy');
    expect(onCopy).toHaveBeenCalledWith('ABC123');
    // The temporary text area is gone and focus is back on the button.
    expect(document.querySelector('textarea')).toBeNull();
    await expect.element(button).toHaveFocus();
    exec.mockRestore();
  });

  it('reports an error and shows no confirmation when nothing can copy', async () => {
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
    const exec = vi.spyOn(document, 'execCommand').mockReturnValue(false);
    const onCopyError = vi.fn();
    const screen = await render(<CopyButton {...props} onCopyError={onCopyError} />);
    await screen.getByRole('button', { name: 'Copiar ID' }).click();
    await expect.poll(() => onCopyError.mock.calls.length).toBe(1);
    await expect.element(screen.getByRole('status')).toHaveTextContent('');
    exec.mockRestore();
  });

  it('a second copy restarts the 2 s', async () => {
    stubClipboard(() => Promise.resolve());
    const screen = await render(<CopyButton {...props} />);
    const button = screen.getByRole('button', { name: 'Copiar ID' });
    await button.click();
    await vi.advanceTimersByTimeAsync(1500);
    await button.click();
    await vi.advanceTimersByTimeAsync(1500);
    await expect.element(screen.getByRole('status')).toHaveTextContent('Copiado');
    await vi.advanceTimersByTimeAsync(500);
    await expect.element(screen.getByRole('status')).toHaveTextContent('');
  });
});
