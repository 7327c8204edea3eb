// The start-up screen's script. The build (scripts/startupScreen.ts) writes this function's source
// inline into index.html, so it runs while the document is parsed, long before the app's
// JavaScript has arrived on a slow phone. It must therefore stay self-contained: no imports, no
// module-level helpers, only its argument and the browser's globals.

/** What the script needs to know; computed by the build from the app's own modules. */
export interface StartupConfig {
  apiBase: string;
  merchantHeader: string;
  merchant: string;
  /** The addresses of home: the only ones whose screen shows the headline banner. */
  homePaths: readonly string[];
  languageKey: string;
  defaultLanguage: string;
  /** The codes of the languages the select offers (a remembered one must be among them). */
  languages: readonly string[];
  colorModeKey: string;
  fallbackColorMode: 'dark' | 'light';
  /** Stands for the player's language in the URLs below. */
  languagePlaceholder: string;
  /** GET calls every page makes first (the system info, the game menus). */
  early: readonly string[];
  /** GET calls of the home lobby; the first of them is the banners of w_home. */
  homeEarly: readonly string[];
}

/** An answer the script received before the app asked; read once by the API client. */
export interface EarlyAnswer {
  status: number;
  statusText: string;
  /** The parsed body; undefined when it was not JSON. */
  body: unknown;
}

declare global {
  interface Window {
    /** URL → the answer of the start-up's own request for it (startupScript.ts). */
    __portalEarly?: Record<string, Promise<EarlyAnswer>>;
  }
}

/**
 * Puts the remembered colour mode on the document before the first paint, asks the
 * server what the first screen needs at once (the app takes these answers instead of asking
 * again), and on a home address shows the first w_home banner on the start-up screen: it is the
 * largest thing a phone shows, so it no longer waits for the app.
 */
export function startup(config: StartupConfig): void {
  const root = document.documentElement;
  function stored(key: string): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return null; // no storage (private mode): the defaults
    }
  }

  let mode = stored(config.colorModeKey);
  if (mode !== 'light' && mode !== 'dark')
    mode = matchMedia('(prefers-color-scheme: dark)').matches
      ? 'dark'
      : matchMedia('(prefers-color-scheme: light)').matches
        ? 'light'
        : config.fallbackColorMode;
  root.setAttribute('data-theme', mode);

  // The language the app will start in (its own `lang` and `dir` come with its first render; the
  // screen has no text), for the calls whose answers depend on it.
  let language = stored(config.languageKey) ?? config.defaultLanguage;
  if (!config.languages.includes(language)) language = config.defaultLanguage;

  const answers: Record<string, Promise<EarlyAnswer>> = {};
  window.__portalEarly = answers;
  function ask(template: string): Promise<EarlyAnswer> {
    const url = template.split(config.languagePlaceholder).join(encodeURIComponent(language));
    const answer = fetch(url, {
      headers: { [config.merchantHeader]: config.merchant, Accept: 'application/json' },
    }).then((response) =>
      response.json().then(
        (body: unknown) => ({ status: response.status, statusText: response.statusText, body }),
        () => ({ status: response.status, statusText: response.statusText, body: undefined }),
      ),
    );
    // A failure is the app's to report when it takes the answer; unread, it is no error.
    answer.catch(() => undefined);
    answers[url] = answer;
    return answer;
  }
  config.early.forEach(ask);
  if (!config.homePaths.includes(location.pathname)) return;
  // The banner's room is kept from the first paint, so nothing on the screen moves when it comes.
  root.setAttribute('data-startup', 'home');
  const banners = config.homeEarly.map(ask)[0];
  void banners?.then(
    (answer) => {
      const envelope = answer.body as
        { success?: boolean; value?: { banners?: { url?: string; title?: string }[] } } | undefined;
      const first = envelope && envelope.success ? envelope.value?.banners?.[0] : undefined;
      if (!first || !first.url) return;
      const src = /^https?:\/\//u.test(first.url) ? first.url : config.apiBase + first.url;
      function show() {
        const image = document.querySelector<HTMLImageElement>('#startup .startup-banner');
        if (!image) return;
        image.src = src;
        image.hidden = false;
      }
      // The answer can come before the parser has reached the screen's markup.
      if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', show);
      else show();
    },
    () => undefined,
  );
}
