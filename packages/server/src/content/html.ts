/**
 * The operator CLI's check of announcement and notice HTML before it is published.
 *
 * The server stores HTML as the operator gave it and the client sanitises it on display (DOMPurify,
 * spec 4.9); this check is the second wall, and it refuses rather than repairs, so that what is
 * stored is exactly what the operator wrote and read back. It is an allowlist, not a search for
 * "script": every `<` must open or close a whole tag of ALLOWED_TAGS with attributes of
 * ALLOWED_ATTRIBUTES, so no script, event handler, frame, form, style sheet, comment or
 * `javascript:` link can pass however it is spelt (case, entities, broken tags). Why our own ~100
 * lines instead of an HTML sanitiser library: docs/adr/0003-announcement-html-check.md.
 */

/** The tags an announcement may use: text structure, lists, links, images and simple tables. */
export const ALLOWED_TAGS: ReadonlySet<string> = new Set([
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'span',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'blockquote',
]);

const GLOBAL_ATTRIBUTES = ['title', 'class'];
/** The attributes each tag may carry, besides GLOBAL_ATTRIBUTES. */
const ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
};

/** Attributes whose value is an address, and the addresses each may hold. */
const URL_ATTRIBUTES: Readonly<Record<string, RegExp>> = {
  // A web or mail link, a path of the portal (not `//host`), or a fragment.
  href: /^(https?:\/\/[^\s]+|mailto:[^\s]+|\/(?!\/)[^\s]*|#[^\s]*)$/iu,
  // An image on the web or on the portal.
  src: /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]+)$/iu,
};

/** A whole tag: `<name attrs>`, `<name attrs/>` or `</name>`; attribute values quoted or bare. */
const TAG =
  /<(\/?)([A-Za-z][A-Za-z0-9]*)((?:\s+[^\s"'<>/=]+(?:\s*=\s*(?:"[^"<>]*"|'[^'<>]*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/uy;
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"<>]*)"|'([^'<>]*)'|([^\s"'=<>`]+)))?/gu;

/**
 * The problems of an HTML fragment, each naming what is refused and where (1-based character
 * position); empty when it may be published.
 */
export function htmlProblems(html: string): string[] {
  const problems: string[] = [];
  for (let at = html.indexOf('<'); at >= 0; at = html.indexOf('<', at + 1)) {
    const where = `at character ${at + 1}`;
    if (html.startsWith('<!--', at)) {
      problems.push(`comments are not allowed (${where})`);
      continue;
    }
    TAG.lastIndex = at;
    const match = TAG.exec(html);
    if (!match) {
      problems.push(
        `"${html.slice(at, at + 12)}" is not a complete allowed tag (${where}); write a literal < as &lt;`,
      );
      continue;
    }
    const [, closing, rawName = '', attributes = ''] = match;
    const name = rawName.toLowerCase();
    if (!ALLOWED_TAGS.has(name)) {
      problems.push(`<${closing ?? ''}${name}> is not allowed (${where})`);
      continue;
    }
    if (closing) {
      if (attributes.trim()) problems.push(`</${name}> cannot have attributes (${where})`);
      continue;
    }
    const allowed = [...GLOBAL_ATTRIBUTES, ...(ALLOWED_ATTRIBUTES[name] ?? [])];
    for (const attribute of attributes.matchAll(ATTRIBUTE)) {
      const attr = (attribute[1] ?? '').toLowerCase();
      const value = attribute[2] ?? attribute[3] ?? attribute[4] ?? '';
      if (attr.startsWith('on')) {
        problems.push(`event attribute ${attr} is not allowed (${where})`);
        continue;
      }
      if (!allowed.includes(attr)) {
        problems.push(`attribute ${attr} is not allowed on <${name}> (${where})`);
        continue;
      }
      const pattern = URL_ATTRIBUTES[attr];
      if (!pattern) continue;
      // Character references could spell `javascript:`; only &amp; (a literal &) is let through.
      if (/&(?!amp;)/u.test(value)) {
        problems.push(`${attr} may not use character references other than &amp; (${where})`);
        continue;
      }
      if (!pattern.test(value.trim()))
        problems.push(
          `${attr}="${value.slice(0, 40)}" is not an allowed address (${where}): use https://, ${attr === 'href' ? 'mailto:, ' : ''}a path starting with /${attr === 'href' ? ' or #' : ''}`,
        );
    }
  }
  return problems;
}

/** Whether a text holds no markup at all: titles are plain text. */
export const isPlainText = (text: string): boolean => !/[<>]/u.test(text);
