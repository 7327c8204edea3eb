import { DirectionProvider, UiTextProvider } from '@portal/ui';
import { GlobalStyle, ThemeProvider, type ColorMode } from '@portal/theme';
import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks';
import type { Decorator, StoryContext } from '@storybook/react-vite';
import {
  useEffect,
  useLayoutEffect,
  useState,
  type PropsWithChildren,
  type ReactNode,
} from 'react';
import { GLOBALS_UPDATED } from 'storybook/internal/core-events';
import { spanishUiTexts } from '../packages/app/src/stories/uiTexts';

export type ThemeGlobal = ColorMode | 'side-by-side';
export type DirectionGlobal = 'ltr' | 'rtl';

interface FrameProps {
  /** The story's own theme and direction: its frame shows them. */
  theme: ThemeGlobal;
  direction: DirectionGlobal;
  /** What <html> shows: the story's own on its canvas, the toolbar's on a docs page. */
  pageTheme: ThemeGlobal;
  pageDirection: DirectionGlobal;
  /**
   * Whether the story puts them on <html>: on its canvas, yes. On a docs page the docs container
   * does (PortalDocsContainer): each story there renders in its own time, and one still rendering
   * with the toolbar's old values after a change put them back on the page (seen on CI: <html>
   * left to right again while the toolbar said right to left).
   */
  ownsPage: boolean;
  padded: boolean;
  children: ReactNode;
}

const singleTheme = (theme: ThemeGlobal): ColorMode => (theme === 'side-by-side' ? 'light' : theme);

/** The theme and the direction on <html>, as the app puts them. */
function showOnPage(theme: ThemeGlobal, direction: DirectionGlobal) {
  const root = document.documentElement;
  root.setAttribute('data-theme', singleTheme(theme));
  root.setAttribute('dir', direction);
}

/**
 * A single theme goes on <html>, exactly as the app does it, so pop-ups that
 * render in portals follow it too. Side by side renders the story twice, each
 * pane with its own data-theme.
 *
 * On a docs page <html> is the page's and shows the toolbar's choice: a story whose theme differs
 * from it carries its own on its frame, painted with its own surface so that its text stays
 * readable.
 */
function ThemeFrame({
  theme,
  direction,
  pageTheme,
  pageDirection,
  ownsPage,
  padded,
  children,
}: FrameProps) {
  useLayoutEffect(() => {
    if (ownsPage) showOnPage(pageTheme, pageDirection);
  }, [ownsPage, pageTheme, pageDirection]);

  const ownTheme = theme !== 'side-by-side' && theme !== singleTheme(pageTheme);

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
        ) : ownTheme ? (
          <div
            data-theme={theme}
            dir={direction}
            style={{
              padding: padded ? '1rem' : 0,
              background: 'var(--color-surface-0)',
              color: 'var(--color-text-primary)',
            }}
          >
            {children}
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

type Globals = Record<string, unknown>;

const themeOf = (globals: Globals) => (globals['theme'] ?? 'light') as ThemeGlobal;
const directionOf = (globals: Globals) => (globals['direction'] ?? 'ltr') as DirectionGlobal;

/**
 * The globals that <html> follows. On a story's canvas, the story's own (the toolbar's with the
 * story's `globals` over them). A docs page renders every story of its file in one document:
 * there the toolbar's alone (Storybook's `userGlobals`), or a right-to-left variant further down
 * would mirror the whole page, prose and props table, while the toolbar says left to right.
 */
function pageGlobals(context: StoryContext): Globals {
  if (context.viewMode !== 'docs') return context.globals;
  return (context['userGlobals'] as Globals | undefined) ?? context.globals;
}

/** Applies the toolbar's theme and text direction to every story. */
export const withPortalTheme: Decorator = (Story, context) => {
  const page = pageGlobals(context);
  return (
    <ThemeFrame
      theme={themeOf(context.globals)}
      direction={directionOf(context.globals)}
      pageTheme={themeOf(page)}
      pageDirection={directionOf(page)}
      ownsPage={context.viewMode !== 'docs'}
      padded={context.parameters['layout'] !== 'fullscreen'}
    >
      <Story />
    </ThemeFrame>
  );
};

type PageGlobals = { theme: ThemeGlobal; direction: DirectionGlobal };

/**
 * The toolbar's theme and direction on a docs page, read from the page's own store (a message on
 * the channel carries them too, but the page also hears the stories in its iframes, each announcing
 * its own). None on a guide without stories (an unattached MDX page): it has no entry to read.
 */
function toolbarOf(context: DocsContainerProps['context']): PageGlobals | undefined {
  const [story] = context.componentStories();
  if (!story) return undefined;
  const globals = (context.getStoryContext(story)['userGlobals'] ?? {}) as Globals;
  return { theme: themeOf(globals), direction: directionOf(globals) };
}

/**
 * Gives the docs blocks' story frames this query (they take their address from `PREVIEW_URL` as
 * they render), and returns it. The same query gives the same address: setting it again is no
 * change.
 */
function pointFramesAt(query: string): string {
  (globalThis as { PREVIEW_URL?: string }).PREVIEW_URL = `iframe.html?${query}`;
  return query;
}

/**
 * The docs pages' container. <html> shows the toolbar's theme and direction from the moment the
 * page renders, also on a page whose stories all render in iframes (the Modal's), where no story's
 * frame is in the page to put them there.
 *
 * A story in an iframe gets the toolbar's theme and direction too, through the address docs blocks
 * give its frame (`PREVIEW_URL`), and is embedded (`embed=true`): it renders without its play
 * function, as an inline story does, since a play function's clicks move the focus into its frame
 * and so scroll the docs page down to it. A change of the toolbar renders the page anew so that
 * the frames load with it.
 */
export function PortalDocsContainer({ context, ...props }: PropsWithChildren<DocsContainerProps>) {
  const [toolbar, setToolbar] = useState(() => toolbarOf(context));
  useEffect(() => {
    const update = () =>
      setToolbar((shown) => {
        const next = toolbarOf(context);
        return next?.theme === shown?.theme && next?.direction === shown?.direction ? shown : next;
      });
    context.channel.on(GLOBALS_UPDATED, update);
    // A change between the first render and now.
    update();
    return () => context.channel.off(GLOBALS_UPDATED, update);
  }, [context]);
  useLayoutEffect(() => {
    if (toolbar) showOnPage(toolbar.theme, toolbar.direction);
  }, [toolbar]);

  // Set while rendering, before the blocks below read it: an effect would come after them.
  const frames = pointFramesAt(
    toolbar
      ? `embed=true&globals=theme:${toolbar.theme};direction:${toolbar.direction}`
      : 'embed=true',
  );
  return <DocsContainer key={frames} context={context} {...props} />;
}

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
