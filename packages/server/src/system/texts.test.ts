// The operator's interface texts (TEXTS_DIR): listed in the system info and served once checked,
// a new file taken without a restart, and whatever cannot be used left out with a clear log line.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../test/harness';

describe('operator interface texts', () => {
  let h: Harness;
  let dir: string;
  const write = (name: string, body: unknown) =>
    writeFileSync(join(dir, name), typeof body === 'string' ? body : JSON.stringify(body));
  const info = async () =>
    (
      (await h.call({ method: 'GET', url: '/wps/system/info' })).json() as {
        value: { languages: string[]; interfaceLanguages: string[] };
      }
    ).value;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'portal-texts-'));
    h = await startHarness('pglite', { TEXTS_DIR: dir });
  }, 120_000);
  afterAll(async () => {
    await h?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lists only the bundled languages while the operator has added none', async () => {
    const value = await info();
    expect(value.interfaceLanguages).toEqual(['es', 'en']);
    // The languages the operator offers are another list, kept as they are.
    expect(value.languages).toContain('fr');
  });

  it('lists and serves a language once its file is there, without a restart', async () => {
    write('fr.json', { nav_home: 'Accueil', login: 'Se connecter', nope: 42 });
    write('ar.json', { nav_home: 'الرئيسية' });
    expect((await info()).interfaceLanguages).toEqual(['es', 'en', 'fr', 'ar']);
    const res = await h.call({ method: 'GET', url: '/texts/fr.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    // The entry that is not a text is left out; the app shows English there.
    expect(res.json()).toEqual({ nav_home: 'Accueil', login: 'Se connecter' });
    expect(h.logs.join('')).toContain('nope: not a string');
  });

  it('ignores files that are not a platform language, not JSON, empty or too large', async () => {
    write('xx.json', { nav_home: 'X' });
    write('es.json', { nav_home: 'Portada' });
    write('pt.json', '{ not json');
    write('ru.json', {});
    write('tr.json', { big: 'x'.repeat(600 * 1024) });
    write('notes.txt', 'hello');
    expect((await info()).interfaceLanguages).toEqual(['es', 'en', 'fr', 'ar']);
    for (const file of ['xx.json', 'es.json', 'pt.json', 'ru.json', 'tr.json', 'notes.txt']) {
      const res = await h.call({ method: 'GET', url: `/texts/${file}` });
      expect(res.statusCode, file).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    expect(h.logs.join('')).toContain('texts file ignored');
  });

  it('answers hostile names with a 404, never a file outside the directory', async () => {
    for (const url of [
      '/texts/..%2F..%2Fpackage.json',
      '/texts/%2e%2e',
      '/texts/fr.json%00',
      `/texts/${'a'.repeat(5000)}.json`,
    ]) {
      const res = await h.call({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
