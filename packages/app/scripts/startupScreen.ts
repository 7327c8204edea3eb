import { GATEWAY_VERSION, GATEWAY_VERSION_HEADER, MERCHANT_HEADER, calls } from '@portal/contract';
import { COLOR_MODE_STORAGE_KEY, breakpoints, themes } from '@portal/theme';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { minify, transformWithOxc, type HtmlTagDescriptor, type Plugin } from 'vite';
import { bannersQuery, noticesQuery, queryString, winnerBoardQuery } from '../src/api/queries';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGE_STORAGE_KEY } from '../src/i18n/languages';
import { HOME_PATHS, POPUP_HOME_PATHS, VISITOR_HOME_PATHS } from '../src/routes/paths';
import { TOKEN_STORAGE_KEY } from '../src/api/tokenStore';
import { STARTUP_FADE_MS } from '../src/startup/dismiss';
import type { StartupConfig } from '../src/startup/startupScript';

const SCRIPT = fileURLToPath(new URL('../src/startup/startupScript.ts', import.meta.url));
const LANGUAGE = 'LANGUAGE_OF_THE_PLAYER';

/** The start-up script's configuration, from the same modules the app reads. */
export function startupConfig(env: Record<string, string | undefined>): StartupConfig {
  const apiBase = (env['VITE_API_BASE'] ?? '').replace(/\/$/u, '');
  const url = (path: string, query?: Record<string, string | number>) =>
    `${apiBase}${path}${queryString(query)}`;
  return {
    apiBase,
    merchantHeader: MERCHANT_HEADER,
    gatewayHeaders: { [GATEWAY_VERSION_HEADER]: GATEWAY_VERSION },
    merchant: env['VITE_MERCHANT_CODE'] || 'PORTAL',
    homePaths: [...HOME_PATHS, ...POPUP_HOME_PATHS],
    visitorHomePaths: VISITOR_HOME_PATHS,
    tokenKey: TOKEN_STORAGE_KEY,
    languageKey: LANGUAGE_STORAGE_KEY,
    defaultLanguage: DEFAULT_LANGUAGE,
    languages: [...LANGUAGE_CODES],
    colorModeKey: COLOR_MODE_STORAGE_KEY,
    fallbackColorMode: 'dark',
    languagePlaceholder: LANGUAGE,
    // main.tsx preloads these two on every address, preloadHome.ts the three of home.
    early: [url(calls.systemInfo.path), url(calls.gameMenus.path)],
    homeEarly: [
      url(calls.banners.path, bannersQuery('w_home', LANGUAGE)),
      url(calls.notices.path, noticesQuery(LANGUAGE)),
      url(calls.winnerBoard.path, winnerBoardQuery(LANGUAGE)),
    ],
    appModulesMeta: APP_MODULES_META,
    // A banner a phone on slow 4G gets in about 0.6 s; beyond this, the app does not wait for it.
    bannerWaitMs: 1000,
  };
}

/**
 * The `<meta>` that lists the app's modules for the start-up script: data in the page, as their
 * tags were, rather than in the script (which the first paint's JavaScript budget counts).
 */
export const APP_MODULES_META = 'portal-app-modules';

// The tags the build writes for the app's entry module and the modules it imports at once.
const ENTRY_SCRIPT = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>\s*/gu;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>\s*/gu;

/**
 * Takes the app's module tags out of the built index.html: the start-up script adds them once
 * the screen has painted (startupScript.ts, ADR 0006). Throws when the HTML has not exactly one
 * entry module, rather than write a page that would never start.
 */
export function takeAppModules(html: string): {
  html: string;
  app: { entry: string; preloads: string[] };
} {
  const entries = [...html.matchAll(ENTRY_SCRIPT)].map((m) => m[1] ?? '');
  if (entries.length !== 1 || !entries[0])
    throw new Error(`index.html has ${entries.length} module scripts; the start-up expects one`);
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1] ?? '');
  return {
    html: html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''),
    app: { entry: entries[0], preloads },
  };
}

/**
 * The start-up screen's look, in the built-in themes' colours (an operator's theme.json arrives
 * with the app). On a phone it is the header bar and the banner exactly where the lobby puts them
 * (e2e/startup.spec.ts holds the two together); on wider screens, a splash.
 */
export function startupCss(): string {
  const { light, dark } = themes;
  const md = breakpoints.md / 16;
  return [
    `#startup{position:fixed;inset:0;z-index:2147483647;display:flex;flex-direction:column;align-items:center;overflow:hidden;background:${light.color.surface[0]};transition:opacity ${STARTUP_FADE_MS}ms ease-out}`,
    `#startup[data-leaving]{opacity:0;pointer-events:none}`,
    `#startup .startup-bar{box-sizing:border-box;align-self:stretch;flex:none;height:57px;border-bottom:1px solid ${light.color.border.subtle};background:${light.color.surface[1]}}`,
    `#startup .startup-banner{display:block;flex:none;box-sizing:border-box;width:calc(100% - 32px);height:auto;margin-top:16px;aspect-ratio:3/1;object-fit:cover;border-radius:${light.radius.lg}}`,
    `#startup .startup-banner[hidden]{display:none}`,
    `[data-startup=home] #startup .startup-banner[hidden]{display:block;visibility:hidden}`,
    // The spinner turns an HTML box, not the SVG inside: a transform animation on an HTML element
    // runs on the compositor, so a phone's main thread is not asked to paint every frame.
    `#startup .startup-spinner{display:block;width:36px;height:36px;margin:auto;color:${light.color.brand.primary};animation:startup-spin 0.8s linear infinite;will-change:transform}`,
    `#startup .startup-spinner svg{display:block}`,
    `[data-theme=dark] #startup{background:${dark.color.surface[0]}}`,
    `[data-theme=dark] #startup .startup-bar{border-color:${dark.color.border.subtle};background:${dark.color.surface[1]}}`,
    `[data-theme=dark] #startup .startup-spinner{color:${dark.color.brand.primary}}`,
    `@media (min-width:${md}em){#startup .startup-bar{height:114px}}`,
    `@media (prefers-reduced-motion:reduce){#startup{transition:none}#startup .startup-spinner{animation:none}}`,
    `@keyframes startup-spin{to{transform:rotate(1turn)}}`,
  ].join('\n');
}

/** The start-up script, compiled and called with its configuration, for an inline <script>. */
export async function startupScriptSource(config: StartupConfig): Promise<string> {
  const { code } = await transformWithOxc(readFileSync(SCRIPT, 'utf8'), SCRIPT, { lang: 'ts' });
  // The module's exports become the body of one function scope.
  const body = code.replace(/^export /gmu, '');
  const source = `(function(){${body}\nstartup(${JSON.stringify(config)});})();`;
  return (await minify('startup.js', source, { compress: true, mangle: true })).code;
}

// The spinner is an inline SVG so that the screen has content to paint (First Contentful Paint)
// on addresses without a banner.
const spinner = `<span class="startup-spinner"><svg width="36" height="36" viewBox="0 0 36 36" fill="none"><circle cx="18" cy="18" r="15" stroke="currentColor" stroke-opacity="0.25" stroke-width="4"/><path d="M18 3a15 15 0 0 1 15 15" stroke="currentColor" stroke-width="4" stroke-linecap="round"/></svg></span>`;

/**
 * Writes the start-up screen into index.html: its style and script in the head, its markup at the
 * top of the body. It shows from the first paint until the app has rendered its first screen
 * under it (startup/StartupDone.tsx), so a phone sees the operator's headline at once instead
 * of a blank page while the app's JavaScript arrives.
 */
export function startupScreen(): Plugin {
  let env: Record<string, string | undefined> = {};
  return {
    name: 'portal-startup-screen',
    configResolved(config) {
      env = config.env;
    },
    async transformIndexHtml(source, context) {
      // In a build the app's module tags are there by now; the development server loads the app
      // from index.html as it is.
      const built = context.bundle ? takeAppModules(source) : undefined;
      const config = startupConfig(env);
      const tags: HtmlTagDescriptor[] = [
        { tag: 'style', children: startupCss(), injectTo: 'head-prepend' },
        // First in the document: its requests take the first connections.
        {
          tag: 'script',
          children: await startupScriptSource(config),
          injectTo: 'head-prepend',
        },
        {
          tag: 'div',
          attrs: { id: 'startup', 'aria-hidden': 'true' },
          children: `<div class="startup-bar"></div><img class="startup-banner" alt="" fetchpriority="high" hidden>${spinner}`,
          injectTo: 'body-prepend',
        },
        ...(built
          ? [
              {
                tag: 'meta',
                attrs: {
                  name: APP_MODULES_META,
                  content: [built.app.entry, ...built.app.preloads].join(' '),
                },
                injectTo: 'head',
              } satisfies HtmlTagDescriptor,
            ]
          : []),
      ];
      return { html: built?.html ?? source, tags };
    },
  };
}
