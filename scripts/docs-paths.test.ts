// Every repository path a markdown file names must exist: a guide that points at a moved or
// deleted file is worse than no guide. Checked: inline code spans that are one repository path
// (starting with a top folder below) and relative links. Not checked: URLs, fenced code blocks
// (commands), globs and placeholders (`*`, `<domain>`, `NNNN`, `…`), and generated output that
// git ignores (`dist/`, `packages/server/.data/` ...).
//
// docs/.paths-pending lists paths that another branch brings (one a line, `#` for comments):
// they may be missing until it is merged, and must be taken out of the list once they exist.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const TOP_FOLDERS = ['packages/', 'docs/', 'e2e/', 'scripts/', '.storybook/', '.ci/'];
const PENDING_FILE = 'docs/.paths-pending';

const git = (...args: string[]): string =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

// Tracked files, and new ones not ignored (a guide being written is checked before it is added).
const tracked = git('ls-files', '-z', '--cached', '--others', '--exclude-standard')
  .split('\0')
  .filter(Boolean);
const trackedPaths = new Set<string>();
for (const file of tracked) {
  trackedPaths.add(file);
  const parts = file.split('/');
  for (let i = 1; i < parts.length; i += 1) trackedPaths.add(parts.slice(0, i).join('/'));
}

/**
 * A path of the repository: tracked or new (not ignored), and in the work tree. Ignored files on
 * this disk (a local build) do not count: a fresh checkout would not have them.
 */
const exists = (path: string): boolean =>
  path === '' || (trackedPaths.has(path) && existsSync(join(root, path)));

/** Generated output (`dist/`, the embedded database ...), as a file or as a folder. */
const ignored = (path: string): boolean =>
  [path, `${path}/`].some((p) => {
    try {
      git('check-ignore', '-q', '--no-index', p);
      return true;
    } catch {
      return false;
    }
  });

/** Placeholders, globs and elisions: a pattern of paths, not a path. */
const isPattern = (path: string): boolean => /[*?<>{}[\]…$|]|\.\.\.|NNNN|\bX{2,}\b/.test(path);

export interface PathRef {
  file: string;
  line: number;
  /** As written. */
  text: string;
  /** Relative to the repository root. */
  path: string;
}

/** The repository paths a markdown text names, with their lines. */
export function pathRefs(file: string, markdown: string): PathRef[] {
  const refs: PathRef[] = [];
  let fenced = false;
  markdown.split('\n').forEach((lineText, index) => {
    if (/^\s*(```|~~~)/.test(lineText)) {
      fenced = !fenced;
      return;
    }
    if (fenced) return;
    const line = index + 1;
    // Relative links and images: [text](target "title").
    for (const m of lineText.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      const target = m[1] ?? '';
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#')) continue;
      const bare = decodeURIComponent(target.replace(/[#?].*$/, ''));
      if (!bare || isPattern(bare)) continue;
      const path = bare.startsWith('/')
        ? normalize(bare.slice(1))
        : relative(root, join(root, dirname(file), bare));
      refs.push({ file, line, text: target, path: path.replace(/\/$/, '') });
    }
    // Inline code that is one repository path.
    for (const m of lineText.matchAll(/`([^`\s]+)`/g)) {
      const text = m[1] ?? '';
      if (!TOP_FOLDERS.some((top) => text.startsWith(top)) || isPattern(text)) continue;
      const bare = text.replace(/[#?].*$/, '').replace(/:\d+(:\d+)?$/, '');
      // From the root, or (in a package's own README) from the file's folder.
      const fromRoot = normalize(bare).replace(/\/$/, '');
      const fromHere = relative(root, join(root, dirname(file), bare));
      const path = !exists(fromRoot) && exists(fromHere) ? fromHere : fromRoot;
      refs.push({ file, line, text, path });
    }
  });
  return refs;
}

const pending = new Set(
  (existsSync(join(root, PENDING_FILE)) ? readFileSync(join(root, PENDING_FILE), 'utf8') : '')
    .split('\n')
    .map((l) => l.replace(/#.*$/, '').trim())
    .filter(Boolean)
    .map((l) => l.replace(/\/$/, '')),
);

const docs = tracked.filter((f) => f.endsWith('.md') && existsSync(join(root, f)));
const refs = docs.flatMap((file) => pathRefs(file, readFileSync(join(root, file), 'utf8')));

describe('paths named in the markdown files', () => {
  it('finds the paths of links and code spans, and leaves patterns and URLs alone', () => {
    const found = pathRefs(
      'docs/guides/x.md',
      [
        'See [the ADRs](../adr/README.md#index), `packages/ui/src/Button/Button.tsx:12` and',
        '`packages/server/src/<domain>/routes.ts`, `docs/adr/NNNN-*.md`, [site](https://a.b/c),',
        '`pnpm exec vitest` and `src/api/client.ts`.',
        '```sh',
        'cat `packages/nowhere/file.ts`',
        '```',
      ].join('\n'),
    ).map((r) => `${r.line} ${r.path}`);
    expect(found).toEqual(['1 docs/adr/README.md', '1 packages/ui/src/Button/Button.tsx']);
  });

  it('all exist (or are pending in docs/.paths-pending)', () => {
    const missing = refs
      .filter((r) => !exists(r.path) && !pending.has(r.path) && !ignored(r.path))
      .map((r) => `${r.file}:${r.line}: ${r.text}`);
    expect(missing).toEqual([]);
  });

  it('pending in docs/.paths-pending only while they are missing', () => {
    expect([...pending].filter((path) => exists(path))).toEqual([]);
  });
});
