import { expect } from 'vitest';

/** What no drawn artwork may hold: script, event attributes, links or outside references. */
export function expectSafeSvg(body: string) {
  expect(body).not.toMatch(/<script/i);
  expect(body).not.toMatch(/href=/i);
  expect(body).not.toMatch(/\son[a-z]+=/i);
  expect(body).not.toMatch(/<(image|use|foreignObject|style|a)\b/i);
  expect(body).not.toMatch(/javascript:|data:|@import/i);
  // Each url() names an element of its own (its gradient, a tile's clip path too).
  const ids = new Set([...body.matchAll(/\sid="([^"]+)"/g)].map((m) => `#${m[1]}`));
  const urls = [...body.matchAll(/url\(([^)]*)\)/g)].map((m) => m[1]);
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) expect(ids, body).toContain(url);
}
