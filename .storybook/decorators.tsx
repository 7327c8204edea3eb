import { DirectionProvider, UiTextProvider } from '@portal/ui';
import { GlobalStyle, ThemeProvider, type ColorMode } from '@portal/theme';
import type { Decorator } from '@storybook/react-vite';
import { useLayoutEffect, type ReactNode } from 'react';
import { spanishUiTexts } from '../packages/app/src/stories/uiTexts';

export type ThemeGlobal = ColorMode | 'side-by-side';
export type DirectionGlobal = 'ltr' | 'rtl';

interface FrameProps {
  theme: ThemeGlobal;
  direction: DirectionGlobal;
  padded: boolean;
  children: ReactNode;
}

/**
 * A single theme goes on <html>, exactly as the app does it, so pop-ups that
 * render in portals follow it too. Side by side renders the story twice, each
 * pane with its own data-theme.
 */
function ThemeFrame({ theme, direction, padded, children }: FrameProps) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.setAttribute('data-theme', theme === 'side-by-side' ? 'light' : theme);
    root.setAttribute('dir', direction);
  }, [theme, direction]);

  return (
    <ThemeProvider>
      <GlobalStyle />
      <DirectionProvider dir={direction}>
        {theme === 'side-by-side' ? (
          <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', minHeight: '100vh' }}>
            {(['light', 'dark'] as const).map((mode) => (
              <div
                key={mode}
                data-theme={mode}
                dir={direction}
                style={{
                  padding: '1rem',
                  background: 'var(--color-surface-0)',
                  color: 'var(--color-text-primary)',
                }}
              >
                {children}
              </div>
            ))}
          </div>
        ) : (
          <div dir={direction} style={{ padding: padded ? '1rem' : 0 }}>
            {children}
          </div>
        )}
      </DirectionProvider>
    </ThemeProvider>
  );
}

/** Applies the toolbar's theme and text direction to every story. */
export const withPortalTheme: Decorator = (Story, context) => (
  <ThemeFrame
    theme={(context.globals['theme'] ?? 'light') as ThemeGlobal}
    direction={(context.globals['direction'] ?? 'ltr') as DirectionGlobal}
    padded={context.parameters['layout'] !== 'fullscreen'}
  >
    <Story />
  </ThemeFrame>
);

/**
 * ui's own words (close, previous, next ...) for every story: the Spanish ones the app gives, so a
 * component shows as in the app without each story passing them. A story's own label props still
 * win; the app's stories put the app's provider (its language) inside this one.
 */
export const withUiTexts: Decorator = (Story) => (
  <UiTextProvider value={spanishUiTexts}>
    <Story />
  </UiTextProvider>
);
