import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { describeConformance } from '../test/conformance';
import { CustomerServiceButton, customerServiceWindowFeatures } from './CustomerServiceButton';

describeConformance('CustomerServiceButton', CustomerServiceButton, {
  props: { href: 'https://soporte.example.com/chat', label: 'Servicio al cliente' },
  element: HTMLAnchorElement,
});

const href = 'https://soporte.example.com/chat';

/** A click whose default action (following the link) can be observed and is never carried out. */
function click(link: HTMLElement, init: MouseEventInit = {}): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  // Stop the browser from following the link in the test page, after React saw the event.
  document.addEventListener('click', (e) => e.preventDefault(), { once: true });
  link.dispatchEvent(event);
  return event;
}

describe('CustomerServiceButton', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('opens the address in a separate 440 x 750 window with no opener', async () => {
    const opened = { opener: window } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(opened);
    const screen = await render(<CustomerServiceButton href={href} label="Servicio al cliente" />);
    const link = screen.getByRole('link', { name: 'Servicio al cliente' }).element() as HTMLElement;
    const event = click(link);
    expect(open).toHaveBeenCalledTimes(1);
    const [url, name, features] = open.mock.calls[0]!;
    expect(url).toBe(href);
    expect(name).toBe('portal-customer-service');
    expect(features).toMatch(/^width=440,height=750,left=\d+,top=\d+,/);
    expect(opened.opener).toBeNull();
    // The window opened, so the link itself is not followed.
    expect(event.defaultPrevented).toBe(true);
  });

  it('falls back to a normal link (new tab, noopener) when the window is blocked', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const screen = await render(<CustomerServiceButton href={href} label="Servicio al cliente" />);
    const link = screen.getByRole('link').element() as HTMLAnchorElement;
    let followed = false;
    document.addEventListener(
      'click',
      (e) => {
        followed = !e.defaultPrevented;
      },
      { once: true },
    );
    click(link);
    expect(followed).toBe(true);
    expect(link.getAttribute('href')).toBe(href);
    expect(link.target).toBe('_blank');
    expect(link.rel).toBe('noopener noreferrer');
  });

  it('leaves modified clicks (new tab, new window) to the browser', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    const screen = await render(<CustomerServiceButton href={href} label="Servicio al cliente" />);
    click(screen.getByRole('link').element() as HTMLElement, { ctrlKey: true });
    expect(open).not.toHaveBeenCalled();
  });

  it('takes another window size when asked', async () => {
    expect(customerServiceWindowFeatures(500, 600)).toMatch(/^width=500,height=600,/);
  });
});
