import { COLOR_MODE_STORAGE_KEY } from '@portal/theme';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { describeConformance } from '../test/conformance';
import { ThemeToggle } from './ThemeToggle';

describeConformance('ThemeToggle', ThemeToggle, {
  props: { label: 'Modo oscuro' },
  element: HTMLButtonElement,
});

describe('ThemeToggle', () => {
  beforeEach(() => document.documentElement.setAttribute('data-theme', 'light'));
  afterEach(() => {
    document.documentElement.removeAttribute('data-theme');
    localStorage.removeItem(COLOR_MODE_STORAGE_KEY);
  });

  it('is a named switch that follows and switches the page mode', async () => {
    const onModeChange = vi.fn();
    const screen = await render(<ThemeToggle label="Modo oscuro" onModeChange={onModeChange} />);
    const toggle = screen.getByRole('switch', { name: 'Modo oscuro' });
    await expect.element(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    await expect.element(toggle).toHaveAttribute('aria-checked', 'true');
    expect(onModeChange).toHaveBeenCalledWith('dark');
    // Someone else switches back: the toggle follows.
    document.documentElement.setAttribute('data-theme', 'light');
    await expect.element(toggle).toHaveAttribute('aria-checked', 'false');
  });

  it('controlled, it reports the wish and leaves the page alone', async () => {
    const onModeChange = vi.fn();
    const screen = await render(
      <ThemeToggle label="Modo oscuro" mode="dark" onModeChange={onModeChange} showLabel />,
    );
    const toggle = screen.getByRole('switch', { name: 'Modo oscuro' });
    await expect.element(toggle).toHaveAttribute('aria-checked', 'true');
    await toggle.click();
    expect(onModeChange).toHaveBeenCalledWith('light');
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
    await expect.element(toggle).toHaveAttribute('aria-checked', 'true');
  });
});
