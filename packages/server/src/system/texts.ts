// The operator's interface texts (TEXTS_DIR, by default texts/ of the built app): one
// `<language>.json` a platform language, listed in the system info's `interfaceLanguages` and
// served at /texts/<language>.json once checked (contract: checkInterfaceTexts). An operator adds
// a language by adding its file: no rebuild and no restart, the directory is looked at again when a
// file in it changes.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  BUNDLED_INTERFACE_LANGUAGES,
  checkInterfaceTexts,
  INTERFACE_TEXTS_MAX_BYTES,
  PLATFORM_LANGUAGES,
  TEXTS_PATH,
} from '@portal/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config';

interface Loaded {
  /** The directory's state it was read in: its files' names, sizes and times. */
  stamp: string;
  texts: Map<string, string>;
}

const cache = new Map<string, Loaded>();

const isPlatformLanguage = (code: string): boolean =>
  (PLATFORM_LANGUAGES as readonly string[]).includes(code) &&
  !(BUNDLED_INTERFACE_LANGUAGES as readonly string[]).includes(code);

/** The files worth reading (`<platform language>.json`), with what tells when they change. */
function filesOf(dir: string): { code: string; path: string; stamp: string }[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const code = /^([a-z]{2}(?:-[a-z]{2})?)\.json$/u.exec(name)?.[1];
    if (!code || !isPlatformLanguage(code)) return [];
    const path = join(dir, name);
    try {
      const { size, mtimeMs } = statSync(path);
      return [{ code, path, stamp: `${name}:${size}:${mtimeMs}` }];
    } catch {
      return [];
    }
  });
}

/**
 * The checked texts of every language of the directory, as JSON to send: read again only when a
 * file was added, removed or changed. A file that cannot be used is left out and logged once, with
 * why; an entry that cannot be used is left out of its file (the app shows English there).
 */
function loaded(dir: string, log: FastifyBaseLogger): Map<string, string> {
  const files = filesOf(dir);
  const stamp = files.map((f) => f.stamp).join('|');
  const known = cache.get(dir);
  if (known?.stamp === stamp) return known.texts;
  const texts = new Map<string, string>();
  for (const { code, path } of files) {
    try {
      if (statSync(path).size > INTERFACE_TEXTS_MAX_BYTES)
        throw new Error(`larger than ${INTERFACE_TEXTS_MAX_BYTES} bytes`);
      const check = checkInterfaceTexts(JSON.parse(readFileSync(path, 'utf8')) as unknown);
      if (check.problems.length)
        log.warn({ file: path, problems: check.problems.slice(0, 20) }, 'texts left out');
      if (Object.keys(check.texts).length === 0) throw new Error('no text in it');
      texts.set(code, JSON.stringify(check.texts));
    } catch (error) {
      log.warn({ file: path, reason: (error as Error).message }, 'texts file ignored');
    }
  }
  cache.set(dir, { stamp, texts });
  return texts;
}

/** The languages with interface texts: the app's own, then the operator's files. */
export function interfaceLanguages(config: Config, log: FastifyBaseLogger): string[] {
  const added = config.textsDir ? loaded(config.textsDir, log) : new Map<string, string>();
  return [...BUNDLED_INTERFACE_LANGUAGES, ...PLATFORM_LANGUAGES.filter((code) => added.has(code))];
}

/** GET /texts/<language>.json: the operator's checked texts of that language. */
export function registerTexts(app: FastifyInstance, config: Config): void {
  app.get<{ Params: { file: string } }>(`${TEXTS_PATH}:file`, async (req, reply) => {
    const code = /^(.+)\.json$/u.exec(req.params.file)?.[1]?.toLowerCase() ?? '';
    const texts = config.textsDir ? loaded(config.textsDir, req.log).get(code) : undefined;
    if (texts === undefined)
      return reply.status(404).send({
        success: false,
        code: 'NOT_FOUND',
        message: `no interface texts of the operator for ${JSON.stringify(req.params.file.slice(0, 40))}`,
      });
    return reply
      .type('application/json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(texts);
  });
}
