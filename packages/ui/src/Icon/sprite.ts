/**
 * The address of icons.svg, the sprite of every drawing, as an asset beside the code: a bundler
 * emits it as a file of its own and the drawings stay out of the JavaScript. Never inlined as a
 * data: address (`?no-inline`).
 */
export const iconSprite = new URL('./icons.svg?no-inline', import.meta.url).href;

/** The id of the hidden `<svg>` that holds the sprite's drawings inside the page. */
export const ICON_SPRITE_ID = 'portal-icon-sprite';

/**
 * Where an icon's `<use>` points: a `<symbol>` of the page itself, its id the icon's name behind a
 * prefix (an element of the page called "search" or "close" is not taken for a drawing).
 */
export const iconHref = (name: string): string => `#${ICON_SPRITE_ID}-${name}`;

// The browser's own fetch, taken when the module loads: a test or a story that stands in for
// fetch later (to count or answer the API's calls) is not asked for the sprite.
const fetchSprite = typeof fetch === 'function' ? fetch.bind(globalThis) : undefined;

/** After a failed fetch, ms before the sprite is asked for again. */
const RETRY_AFTER = 10_000;

let spriteText: Promise<string> | undefined;
let inserting = false;
let retryAt = 0;

/** The sprite's text, fetched once per page; asked again after a failure. */
function loadSprite(): Promise<string> {
  spriteText ??= fetchSprite!(iconSprite).then((response) => {
    if (!response.ok) throw new Error(`icons.svg: ${response.status}`);
    return response.text();
  });
  return spriteText;
}

/** The sprite's symbols, their ids prefixed, in a hidden `<svg>` at the end of the body. */
function insertSprite(text: string): void {
  if (document.getElementById(ICON_SPRITE_ID)) return;
  const parsed = new DOMParser().parseFromString(text, 'image/svg+xml').documentElement;
  const holder = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  holder.id = ICON_SPRITE_ID;
  holder.setAttribute('aria-hidden', 'true');
  holder.setAttribute('focusable', 'false');
  holder.setAttribute('width', '0');
  holder.setAttribute('height', '0');
  // Through the style object, not a style attribute: the page's CSP allows the one, not the other.
  holder.style.position = 'absolute';
  holder.style.overflow = 'hidden';
  for (const symbol of Array.from(parsed.querySelectorAll('symbol'))) {
    const copy = document.importNode(symbol, true);
    copy.id = `${ICON_SPRITE_ID}-${symbol.id}`;
    holder.append(copy);
  }
  document.body.append(holder);
}

/**
 * Puts the sprite's drawings in the page once, for icons to draw from (`iconHref`). A `<use>`
 * that points into another file costs each icon a request of the page's loader and a copy of
 * that file's tree: with some seventy tiles drawn and redrawn as a grid scrolls, that was a third
 * of every frame. A `<use>` drawn before the sprite is in shows its drawing as soon as it is.
 */
export function ensureIconSprite(): void {
  if (inserting || typeof document === 'undefined' || !fetchSprite) return;
  if (performance.now() < retryAt || document.getElementById(ICON_SPRITE_ID)) return;
  inserting = true;
  loadSprite()
    .then(insertSprite)
    // No drawings this time (offline, a broken file): an icon drawn later asks again, not before
    // a while (a grid redraws dozens of icons a frame while it scrolls).
    .catch(() => {
      spriteText = undefined;
      retryAt = performance.now() + RETRY_AFTER;
    })
    .finally(() => {
      inserting = false;
    });
}
