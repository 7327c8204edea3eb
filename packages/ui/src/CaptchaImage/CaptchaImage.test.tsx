import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { describeConformance } from '../test/conformance';
import { CaptchaImage, captchaSource } from './CaptchaImage';
import { captchaSample } from './captchaSamples';

const props = { alt: 'Código', refreshLabel: 'Cambiar imagen', onRefresh: () => {} };

describeConformance('CaptchaImage', CaptchaImage, {
  props: { ...props, src: captchaSample },
  element: HTMLButtonElement,
});

describe('captchaSource', () => {
  it('keeps data, http(s) and blob URLs and prefixes raw base64, even one that starts with a slash', () => {
    expect(captchaSource('data:image/jpeg;base64,AAAA')).toBe('data:image/jpeg;base64,AAAA');
    expect(captchaSource('https://cdn.example/c.png')).toBe('https://cdn.example/c.png');
    expect(captchaSource('blob:abc')).toBe('blob:abc');
    expect(captchaSource('iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(captchaSource('/9j/4AAQ')).toBe('data:image/png;base64,/9j/4AAQ');
    expect(captchaSource(' iVBOR\n')).toBe('data:image/png;base64,iVBOR');
  });
});

describe('CaptchaImage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the raw base64 picture with its alt, inside a button named alt + refresh label', async () => {
    await render(<CaptchaImage {...props} src={captchaSample} />);
    const button = page.getByRole('button', { name: 'Código Cambiar imagen' });
    await expect.element(button).toBeVisible();
    const img = page.getByRole('img', { name: 'Código' });
    await expect.poll(() => (img.element() as HTMLImageElement).naturalWidth).toBe(120);
    expect(img.element().getAttribute('src')).toBe(`data:image/png;base64,${captchaSample}`);
  });

  it('refreshes on click, then ignores clicks until a second has passed', async () => {
    const onRefresh = vi.fn();
    await render(<CaptchaImage {...props} src={captchaSample} onRefresh={onRefresh} />);
    const button = page.getByRole('button').element() as HTMLButtonElement;
    button.click();
    expect(onRefresh).toHaveBeenCalledTimes(1);
    button.click();
    vi.advanceTimersByTime(999);
    button.click();
    expect(onRefresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    button.click();
    expect(onRefresh).toHaveBeenCalledTimes(2);
  });

  it('takes its gap from refreshGap', async () => {
    const onRefresh = vi.fn();
    await render(<CaptchaImage {...props} onRefresh={onRefresh} refreshGap={3000} />);
    const button = page.getByRole('button').element() as HTMLButtonElement;
    button.click();
    vi.advanceTimersByTime(2000);
    button.click();
    expect(onRefresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    button.click();
    expect(onRefresh).toHaveBeenCalledTimes(2);
  });

  it('is busy and ignores clicks while loading', async () => {
    const onRefresh = vi.fn();
    await render(<CaptchaImage {...props} src={captchaSample} onRefresh={onRefresh} loading />);
    const button = page.getByRole('button');
    await expect.element(button).toHaveAttribute('aria-busy', 'true');
    (button.element() as HTMLButtonElement).click();
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('works from the keyboard', async () => {
    vi.useRealTimers();
    const onRefresh = vi.fn();
    await render(<CaptchaImage {...props} onRefresh={onRefresh} />);
    (page.getByRole('button').element() as HTMLButtonElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });
});
