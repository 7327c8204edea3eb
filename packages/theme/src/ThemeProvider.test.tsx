import { Profiler } from 'react';
import styled from 'styled-components';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import {
  COLOR_MODE_STORAGE_KEY,
  getColorMode,
  preferredColorMode,
  setColorMode,
  useColorMode,
} from './colorMode';
import { createTheme } from './createTheme';
import { GlobalStyle } from './GlobalStyle';
import { vars } from './refs';
import { themes } from './themes';
import { ThemeProvider } from './ThemeProvider';

const Swatch = styled.div`
  background: ${vars.color.brand.primary};
  color: ${vars.color.text.primary};
  border-radius: ${vars.radius.md};
`;

const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

function ModeLabel() {
  const [mode, setMode] = useColorMode();
  return (
    <button type="button" onClick={() => setMode(mode === 'dark' ? 'light' : 'dark')}>
      {mode}
    </button>
  );
}

describe('ThemeProvider and colour mode', () => {
  beforeEach(() => {
    document.documentElement.setAttribute('data-theme', 'light');
    localStorage.clear();
  });
  afterEach(() => document.documentElement.removeAttribute('data-theme'));

  it('switching theme is one attribute: the colours change and nothing re-renders', async () => {
    let commits = 0;
    const screen = await render(
      <Profiler id="tree" onRender={() => (commits += 1)}>
        <ThemeProvider>
          <GlobalStyle />
          <Swatch data-testid="swatch">Hola</Swatch>
        </ThemeProvider>
      </Profiler>,
    );
    const swatch = screen.getByTestId('swatch').element() as HTMLElement;
    expect(getComputedStyle(swatch).backgroundColor).toBe(rgb(themes.light.color.brand.primary));
    const before = commits;

    setColorMode('dark');
    // Give React every chance to commit, had anything been scheduled.
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(getComputedStyle(swatch).backgroundColor).toBe(rgb(themes.dark.color.brand.primary));
    expect(getComputedStyle(document.body).backgroundColor).toBe(rgb(themes.dark.color.surface[0]));
    expect(commits).toBe(before);
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
  });

  it('an operator override reaches the page as custom properties', async () => {
    const screen = await render(
      <ThemeProvider
        theme={createTheme({
          radius: { md: '3px' },
          light: { color: { brand: { primary: '#0b6e4f' } } },
        })}
      >
        <Swatch data-testid="swatch" />
      </ThemeProvider>,
    );
    const swatch = screen.getByTestId('swatch').element() as HTMLElement;
    expect(getComputedStyle(swatch).backgroundColor).toBe(rgb('#0b6e4f'));
    expect(getComputedStyle(swatch).borderTopLeftRadius).toBe('3px');
  });

  it('a switch changes every colour at once, even where a colour transition is set', async () => {
    const screen = await render(
      <ThemeProvider>
        <Swatch data-testid="swatch" style={{ transition: 'background-color 10s linear' }} />
      </ThemeProvider>,
    );
    const swatch = screen.getByTestId('swatch').element() as HTMLElement;
    expect(getComputedStyle(swatch).backgroundColor).toBe(rgb(themes.light.color.brand.primary));
    setColorMode('dark');
    // Not a tenth of the way through a 10 s fade: already the dark colour.
    expect(getComputedStyle(swatch).backgroundColor).toBe(rgb(themes.dark.color.brand.primary));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(getComputedStyle(swatch).backgroundColor).toBe(rgb(themes.dark.color.brand.primary));
    // The transitions are back for everything else.
    expect(getComputedStyle(swatch).transitionDuration).toBe('10s');
  });

  it('a nested data-theme shows the other theme inside the same page', async () => {
    const screen = await render(
      <ThemeProvider>
        <div data-theme="dark">
          <Swatch data-testid="inner" />
        </div>
      </ThemeProvider>,
    );
    const inner = screen.getByTestId('inner').element() as HTMLElement;
    expect(getComputedStyle(inner).backgroundColor).toBe(rgb(themes.dark.color.brand.primary));
  });

  it('useColorMode follows the attribute and remembers the choice', async () => {
    const screen = await render(
      <ThemeProvider>
        <ModeLabel />
      </ThemeProvider>,
    );
    const button = screen.getByRole('button');
    await expect.element(button).toHaveTextContent('light');
    await button.click();
    await expect.element(button).toHaveTextContent('dark');
    expect(getColorMode()).toBe('dark');
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');
    expect(preferredColorMode('light')).toBe('dark');

    // Someone else flips the attribute: the label follows.
    document.documentElement.setAttribute('data-theme', 'light');
    await expect.element(button).toHaveTextContent('light');
  });
});
