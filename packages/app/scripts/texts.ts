// The operator's check of an interface texts file, as `portal-theme check` is for a theme:
//   pnpm --filter @portal/app texts check ar.json [more.json ...]
//   pnpm --filter @portal/app texts template > xx.json    (the English texts, to translate)
// A file is named after its language (`ar.json`, `pt-br.json`: a platform language without bundled
// texts) and goes into the server's TEXTS_DIR (docs/operators/languages.md). Exits 1 when a file
// has a problem, each named; 2 on a usage error.
import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BUNDLED_INTERFACE_LANGUAGES,
  checkInterfaceTexts,
  INTERFACE_TEXTS_MAX_BYTES,
  PLATFORM_LANGUAGES,
} from '@portal/contract';
import { en } from '../src/i18n/en';

const USAGE = 'usage: texts check <file.json> [...] | texts template';

function checkFile(path: string): string[] {
  const code = /^(.+)\.json$/u.exec(basename(path))?.[1] ?? '';
  const problems: string[] = [];
  if (
    !(PLATFORM_LANGUAGES as readonly string[]).includes(code) ||
    (BUNDLED_INTERFACE_LANGUAGES as readonly string[]).includes(code)
  )
    problems.push(
      `name the file after its language: <code>.json with one of ${PLATFORM_LANGUAGES.filter(
        (c) => !(BUNDLED_INTERFACE_LANGUAGES as readonly string[]).includes(c),
      ).join(' ')}`,
    );
  let raw: string;
  try {
    raw = readFileSync(path, 'utf8');
  } catch (error) {
    return [...problems, `cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`];
  }
  if (Buffer.byteLength(raw) > INTERFACE_TEXTS_MAX_BYTES)
    return [...problems, `larger than ${INTERFACE_TEXTS_MAX_BYTES} bytes`];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    return [...problems, `not JSON: ${(error as Error).message}`];
  }
  const check = checkInterfaceTexts(parsed, en);
  problems.push(...check.problems);
  if (Object.keys(check.texts).length === 0) problems.push('no text the app can use');
  return problems;
}

/** Runs the command; answers its exit code and what it prints. */
export function textsCommand(args: readonly string[], cwd: string): { code: number; out: string } {
  const [command, ...files] = args;
  if (command === 'template' && files.length === 0)
    return { code: 0, out: `${JSON.stringify(en, null, 2)}\n` };
  if (command !== 'check' || files.length === 0) return { code: 2, out: USAGE };
  const lines: string[] = [];
  let code = 0;
  for (const file of files) {
    const problems = checkFile(resolve(cwd, file));
    if (problems.length === 0) {
      const used = Object.keys(JSON.parse(readFileSync(resolve(cwd, file), 'utf8')) as object);
      lines.push(
        `${file}: valid, ${used.length} of the app's ${Object.keys(en).length} texts (English shows for the rest).`,
      );
    } else {
      code = 1;
      lines.push(`${file}: ${problems.length} problem(s)`, ...problems.map((p) => `  ${p}`));
    }
  }
  return { code, out: lines.join('\n') };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // pnpm --filter runs in the package's folder: paths are the caller's.
  const { code, out } = textsCommand(
    process.argv.slice(2),
    process.env['INIT_CWD'] ?? process.cwd(),
  );
  (code === 0 ? process.stdout : process.stderr).write(`${out}\n`);
  process.exit(code);
}
