import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  DEPOSIT_CHANNEL_KINDS,
  DEPOSIT_STATUSES,
  ERRORS,
  GAME_BADGES,
  GAME_TYPES,
  RECEIVING_ACCOUNT_KINDS,
  TRANSACTION_KINDS,
  WITHDRAWAL_STATUSES,
} from '@portal/contract';
import { FORM_TEXT_KEYS } from '@portal/forms';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { errorMessageKey } from '../api/ApiError';
import { badgeKey } from '../games/toGridItem';
import { es as shell } from './es';
import { es as areas } from './areas.es';
import { footerEs as footer } from './footer.es';
import { searchEs as search } from './search.es';
import { gameBadgesEs as gameBadges } from './gameBadges.es';
import { gameEs as game } from './game.es';
import { socialEs as social } from './social.es';
import { statusEs as status } from './status.es';
import { memberHeaderEs as memberHeader } from './memberHeader.es';
import { formTextsEs as forms } from '@portal/forms/texts/es';

/**
 * Everything Spanish: the first paint's texts, the forms' and lazy areas' (loaded with them), and
 * those that travel in one chunk (useChunkTexts).
 */
const es = {
  ...shell,
  ...forms,
  ...areas,
  ...footer,
  ...search,
  ...memberHeader,
  ...gameBadges,
  ...game,
  ...social,
  ...status,
};

const src = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/u.test(name) && !/\.(test|stories)\.tsx?$/u.test(name) ? [path] : [];
  });
}

describe('bundled texts', () => {
  it('have the same keys in Spanish and English', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });

  it('hold every key the app asks for by name', () => {
    const used = new Set<string>();
    for (const file of sources(src)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'([A-Za-z0-9_]+)'/gu)) used.add(match[1]!);
      for (const match of text.matchAll(/(?:titleKey|reason)[=:]\s*["']([A-Za-z0-9_]+)["']/gu))
        used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(100);
    // A counted text is its plural forms (i18next: key_one, key_other).
    const has = (texts: Record<string, string>, key: string) =>
      key in texts || `${key}_other` in texts;
    const missing = [...used].filter((key) => !has(es, key) || !has(en, key));
    expect(missing).toEqual([]);
  });

  it('count games in the singular and the plural', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'es', resources: { es: { translation: es }, en: { translation: en } } });
    expect(i18n.t('games_count_open', { count: 1 })).toBe('1 juego');
    expect(i18n.t('games_count_open', { count: 12 })).toBe('12 juegos');
    expect(i18n.t('games_count', { shown: 1, count: 1 })).toBe('1 de 1 juego');
    expect(i18n.t('games_count', { lng: 'en', shown: 12, count: 240 })).toBe('12 of 240 games');
  });

  it('name every kind the server may answer: movements, deposit channels and states, withdrawal states and receiving accounts', () => {
    const keys = [
      ...TRANSACTION_KINDS.map((k) => `records_kind_${k}`),
      ...DEPOSIT_CHANNEL_KINDS.map((k) => `deposit_kind_${k}`),
      ...DEPOSIT_STATUSES.map((k) => `deposit_status_${k}`),
      ...WITHDRAWAL_STATUSES.map((k) => `withdraw_status_${k}`),
      ...RECEIVING_ACCOUNT_KINDS.map((k) => `withdraw_kind_${k}`),
    ];
    expect(keys.filter((key) => !(key in es) || !(key in en))).toEqual([]);
  });

  it('name every tag the server may put on a game, short enough for a tile', () => {
    const keys = GAME_BADGES.map(badgeKey);
    expect(keys.filter((key) => !(key in es) || !(key in en))).toEqual([]);
    const spanish: Record<string, string> = es;
    for (const key of keys)
      expect(`${spanish[key]} ${en[key]}`.length, key).toBeLessThanOrEqual(16);
  });

  it("hold a message for every error code of the contract and of the client's own", () => {
    // Each code shows its own text (errorMessageKey), from the first paint's texts or the areas'.
    const codes = [...Object.keys(ERRORS), 'NETWORK', 'BAD_ANSWER'];
    expect(codes.filter((c) => !(`error_${c}` in es) || !(`error_${c}` in en))).toEqual([]);
  });

  it('show each failure by its code once its texts are in, and "unknown error" before', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'es', resources: { es: { translation: shell } } });
    // A form's failure before its texts have loaded, and a code no text knows.
    expect(i18n.t(errorMessageKey('BAD_CREDENTIALS'))).toBe(shell.error_INTERNAL);
    expect(i18n.t(errorMessageKey('NO_SUCH_CODE'))).toBe(shell.error_INTERNAL);
    expect(i18n.t(errorMessageKey('NETWORK'))).toBe(shell.error_NETWORK);
    i18n.addResources('es', 'translation', areas);
    expect(i18n.t(errorMessageKey('BAD_CREDENTIALS'))).toBe(areas.error_BAD_CREDENTIALS);
  });

  it('hold the forms texts and every category name', () => {
    const keys = [
      ...FORM_TEXT_KEYS,
      ...[...GAME_TYPES, 'HOME', 'FAV', 'HOT', 'RECENT', 'PROMO', 'MXWIN'].map(
        (t) => `category_${t}`,
      ),
    ];
    expect(keys.filter((key) => !(key in es) || !(key in en))).toEqual([]);
  });
});

describe('right-to-left languages', () => {
  it('are the ones the language select marks right to left', async () => {
    const { isRtl } = await import('./languages');
    const { LANGUAGES } = await import('./languageNames');
    const { languageDir } = await import('@portal/ui');
    for (const language of LANGUAGES)
      expect(isRtl(language.code), language.code).toBe(languageDir(language) === 'rtl');
  });
});

describe('the languages of the first paint', () => {
  it('are those the menu names, with the same document language each', async () => {
    const { LANGUAGE_CODES, htmlLang } = await import('./languages');
    const { LANGUAGES } = await import('./languageNames');
    expect(LANGUAGE_CODES).toEqual(LANGUAGES.map((l) => l.code));
    for (const language of LANGUAGES)
      expect(htmlLang(language.code), language.code).toBe(language.lang ?? language.code);
  });
});
