/** A piece of a chat message: text as typed, or a link to one of the allowed hosts. */
export type ChatTextPart = string | { href: string; text: string };

const URL_IN_TEXT = /https?:\/\/[^\s<>"'`]+/giu;
// Punctuation that ends a sentence more often than a link.
const TRAILING = /[.,;:!?)\]}»”’]+$/u;

/** Whether `hostname` is one of `hosts` or a subdomain of one. */
const allowed = (hostname: string, hosts: readonly string[]): boolean =>
  hosts.some((h) => hostname === h || hostname.endsWith(`.${h}`));

/**
 * `text` cut into text and links: only http(s) addresses whose host is on the operator's list (or
 * under it) become links; every other address, and anything that looks like markup, stays text.
 */
export function linkify(text: string, hosts: readonly string[]): ChatTextPart[] {
  if (!hosts.length) return [text];
  const parts: ChatTextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const raw = match[0].replace(TRAILING, '');
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      continue;
    }
    // A user name and password in the address can make it read as another host.
    if (url.username || url.password || !allowed(url.hostname.toLowerCase(), hosts)) continue;
    const start = match.index;
    if (start > last) parts.push(text.slice(last, start));
    parts.push({ href: url.href, text: raw });
    last = start + raw.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
