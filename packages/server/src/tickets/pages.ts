// What the game pages a launch ticket opens (the demo slot, the lottery) share: their language,
// the escaping of what they print, and the page a spent or expired ticket opens.

/** The bundled language of a code (`pt-BR` → en, `ES` → es): Spanish or English. */
export const pageLanguage = (code: string | undefined): 'es' | 'en' => {
  const base = (code ?? 'es').toLowerCase().split('-')[0];
  return base === 'es' ? 'es' : 'en';
};

export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/gu,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** JSON inside a data block: `<` escaped so that no text can close the script element. */
export const jsonBlock = (value: unknown): string =>
  JSON.stringify(value).replace(/</gu, '\\u003c');

/**
 * The page a used or expired ticket of a game page opens (what happened and the way back), made
 * from that game page's texts, style sheet and main element's class.
 */
export const expiredPageOf =
  (page: {
    texts: (language: string) => { expiredTitle: string; expired: string; back: string };
    stylesheet: string;
    mainClass: string;
  }) =>
  (language: string | undefined): string => {
    const lang = pageLanguage(language);
    const t = page.texts(lang);
    return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.expiredTitle)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${page.stylesheet}">
</head>
<body>
<main class="${page.mainClass}" aria-labelledby="expired-title">
  <h1 id="expired-title">${escapeHtml(t.expiredTitle)}</h1>
  <p>${escapeHtml(t.expired)}</p>
  <a class="back" href="/" target="_top">${escapeHtml(t.back)}</a>
</main>
</body>
</html>`;
  };

/**
 * The script part every game page shares (inside its own closure, where `token` holds its
 * game-session token): `send` makes a call of the page and answers the parsed envelope, or
 * `network: true` when the request or its JSON failed. No template literals inside: the pages'
 * scripts are String.raw templates.
 */
export const PAGE_SEND_JS = String.raw`  async function send(method, path, body) {
    let res;
    try {
      res = await fetch(path, {
        method,
        headers: Object.assign({ 'X-Game-Session': token }, body ? { 'Content-Type': 'application/json' } : {}),
        body: body ? JSON.stringify(body) : undefined,
        credentials: 'omit',
        cache: 'no-store',
      });
    } catch (error) {
      return { network: true, answer: null };
    }
    try { return { network: false, answer: await res.json() }; } catch (error) { return { network: true, answer: null }; }
  }`;
