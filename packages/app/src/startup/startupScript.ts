// The start-up screen's script. The build (scripts/startupScreen.ts) writes this function's source
// inline into index.html, so it runs while the document is parsed, long before the app's
// JavaScript has arrived on a slow phone. It must therefore stay self-contained: no imports, no
// module-level helpers, only its argument and the browser's globals.

/** What the script needs to know; computed by the build from the app's own modules. */
export interface StartupConfig {
  apiBase: string;
  merchantHeader: string;
  merchant: string;
  /** The headers every call carries besides (the gateway version). */
  gatewayHeaders: Readonly<Record<string, string>>;
  /** The addresses whose first screen is home (its own, and a pop-up's over it). */
  homePaths: readonly string[];
  /** The addresses whose first screen is home for a visitor (sent to the login pop-up). */
  visitorHomePaths: readonly string[];
  /** The sessionStorage key of the session's token: a tab with one is no visitor's. */
  tokenKey: string;
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
  /**
   * The name of the `<meta>` whose content lists the app's entry module, then the modules it
   * imports at once (space-separated): the build moves them there out of their tags (see
   * `startup`). A page without it (the development server's) loads the app itself.
   */
  appModulesMeta: string;
  /** On home, how long (ms) the app's modules may wait for the banner at most. */
  bannerWaitMs: number;
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
 * Puts the remembered colour mode on the document before the first paint, asks the server for
 * what the first screen needs (the app takes these answers instead of asking again): on a home
 * address the w_home banners at once, to show the first one on the start-up screen (it is the
 * largest thing a phone shows, so it no longer waits for the app), the rest after the first paint.
 *
 * Then it loads the app. Its modules (about 150 kB) would otherwise share a slow network with
 * the banner's answer and picture, and their evaluation hold up the banner's paint: they are
 * asked for once the screen has painted, and on home once the banner has too, or after
 * `bannerWaitMs` at most (ADR 0006).
 */
export function startup(config: StartupConfig): void {
  let loaded = false;
  function loadApp() {
    if (loaded) return;
    const meta = document.querySelector<HTMLMetaElement>(`meta[name="${config.appModulesMeta}"]`);
    if (!meta) {
      // Called before the parser has reached the <meta> (something threw early): once it has.
      if (document.readyState === 'loading')
        document.addEventListener('DOMContentLoaded', loadApp, { once: true });
      return;
    }
    loaded = true;
    const [entry, ...preloads] = meta.content.split(' ').filter(Boolean);
    if (!entry) return;
    const head = document.head;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    head.append(script);
    // Each modulepreload costs the main thread a few milliseconds to start (more on a slow
    // phone): a few at a time, so that no task is long enough to delay a tap.
    (function next() {
      for (const href of preloads.splice(0, 4)) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        head.append(link);
      }
      if (preloads.length) setTimeout(next, 0);
    })();
  }
  /** After the next paint; a hidden tab paints nothing, so the timer stands in for it there. */
  function loadAppAfterPaint() {
    requestAnimationFrame(() => setTimeout(loadApp, 0));
    setTimeout(loadApp, 100);
  }
  try {
    if (showScreen()) setTimeout(loadApp, config.bannerWaitMs);
    else loadAppAfterPaint();
  } catch {
    // Whatever went wrong here, the app itself still starts.
    loadApp();
  }

  /** Shows the screen; true when the app waits for the banner (loadAppAfterPaint once shown). */
  function showScreen(): boolean {
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
        headers: {
          [config.merchantHeader]: config.merchant,
          ...config.gatewayHeaders,
          Accept: 'application/json',
        },
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
    // Only the banner is needed for the screen; the app's other first calls are asked right after
    // its first paint (each fetch costs a slow phone's main thread a few milliseconds), still long
    // before the app's code has arrived.
    // A visitor at a page that needs a login is sent home, to the login pop-up: home is its first
    // screen too. A sign-in code in the address (`?token=`) signs in instead (adoptUrlCode).
    let visitor = !/[?&]token=/u.test(location.search);
    try {
      visitor &&= !sessionStorage.getItem(config.tokenKey);
    } catch {
      // No storage: the app can keep no session either.
    }
    const path = location.pathname;
    const home =
      config.homePaths.includes(path) || (visitor && config.visitorHomePaths.includes(path));
    const [bannersUrl, ...homeRest] = home ? config.homeEarly : [];
    const rest = [...config.early, ...homeRest];
    function askRest() {
      rest.splice(0).forEach(ask);
    }
    requestAnimationFrame(() => setTimeout(askRest, 0));
    setTimeout(askRest, 100);
    if (!bannersUrl) return false;
    // The banner's room is kept from the first paint, so nothing on the screen moves when it comes.
    root.setAttribute('data-startup', 'home');
    const banners = ask(bannersUrl);
    banners.then((answer) => {
      const envelope = answer.body as
        { success?: boolean; value?: { banners?: { url?: string; title?: string }[] } } | undefined;
      const first = envelope && envelope.success ? envelope.value?.banners?.[0] : undefined;
      if (!first || !first.url) return loadAppAfterPaint();
      const src = /^https?:\/\//u.test(first.url) ? first.url : config.apiBase + first.url;
      function show() {
        const image = document.querySelector<HTMLImageElement>('#startup .startup-banner');
        if (!image) return loadAppAfterPaint();
        image.onload = image.onerror = loadAppAfterPaint;
        image.src = src;
        image.hidden = false;
      }
      // The answer can come before the parser has reached the screen's markup.
      if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', show);
      else show();
    }, loadAppAfterPaint);
    return true;
  }
}
