import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  const hosts = ['example.com'];

  it('makes links of the allowed hosts and their subdomains only', () => {
    expect(linkify('see https://example.com/a and https://help.example.com.', hosts)).toEqual([
      'see ',
      { href: 'https://example.com/a', text: 'https://example.com/a' },
      ' and ',
      { href: 'https://help.example.com/', text: 'https://help.example.com' },
      '.',
    ]);
    expect(linkify('https://badexample.com/x https://example.com.evil.test/', hosts)).toEqual([
      'https://badexample.com/x https://example.com.evil.test/',
    ]);
  });

  it('keeps every other scheme, credentials and markup as text', () => {
    for (const text of [
      'javascript:alert(1)',
      'https://example.com@evil.test/',
      'https://user:pw@example.com/',
      '<a href="https://example.com">x</a>',
      'data:text/html,<script>alert(1)</script>',
    ])
      expect(
        linkify(text, hosts).filter((p) => typeof p !== 'string'),
        text,
      ).toEqual(
        text.startsWith('<a')
          ? [{ href: 'https://example.com/', text: 'https://example.com' }]
          : [],
      );
  });

  it('makes no link at all without allowed hosts', () => {
    expect(linkify('https://example.com', [])).toEqual(['https://example.com']);
  });
});
