// The reset e-mail and the verification codes are written in the member's language: the
// request's (Accept-Language), else the operator's default, Spanish unless the operator chose
// another; read back from the outbox as the operator reads it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli';
import { readOutbox } from '../outbox/outbox';
import { getSetting, setSetting } from '../settings/settings';
import { BACKENDS, startHarness, type Harness } from '../test/harness';
import { acceptedLanguages } from './languages';

describe('the languages of an Accept-Language header', () => {
  it('come most wanted first, lower case, in the order sent when equally wanted', () => {
    expect(acceptedLanguages('pt-BR,pt;q=0.9,en;q=0.8')).toEqual(['pt-br', 'pt', 'en']);
    expect(acceptedLanguages('en;q=0.5, es-ES')).toEqual(['es-es', 'en']);
    expect(acceptedLanguages('fr, de')).toEqual(['fr', 'de']);
    expect(acceptedLanguages(['es', 'en;q=0.1'])).toEqual(['es', 'en']);
  });

  it('leave out what names no language, and weights that are none', () => {
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
    expect(acceptedLanguages('*, en;q=0, es;q=abc, x1, <b>, fr;q=2, de;q=0.3')).toEqual(['de']);
    // Only the first ten entries are read, however long the header.
    expect(acceptedLanguages(`${'xx,'.repeat(10)}es`)).toEqual(['xx']);
  });
});

describe.each(BACKENDS)("the member's messages on %s", (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  /** Asks for vip01's reset link, in `language` (none when undefined); answers the e-mail sent. */
  async function resetEmail(language: string | undefined) {
    const res = await h.call({
      method: 'POST',
      url: '/wps/member/password/email',
      payload: 'username=vip01&email=vip01%40example.com',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(language === undefined ? {} : { 'accept-language': language }),
      },
    });
    expect(res.json()).toEqual({ success: true, value: null });
    await h.app.background.idle();
    const [mail] = await readOutbox(h.db, 1);
    expect(mail).toMatchObject({ channel: 'email', recipient: 'vip01@example.com' });
    return { subject: mail?.subject, body: mail?.body ?? '' };
  }

  /** Asks for a registration code to `mobileNo` in `language`; answers the SMS sent. */
  async function codeSms(mobileNo: string, language: string | undefined) {
    const res = await h.call({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { mobileNo },
      headers: language === undefined ? {} : { 'accept-language': language },
    });
    expect(res.json()).toEqual({ success: true, value: { expiredMinutes: 10 } });
    const [sms] = await readOutbox(h.db, 1);
    expect(sms).toMatchObject({ channel: 'sms', recipient: mobileNo, subject: null });
    return sms?.body ?? '';
  }

  const LINK = String.raw`http\S+/reset-password\?token=[\w-]+`;

  it('writes the reset e-mail in Spanish or in English, as the request asks', async () => {
    const es = await resetEmail('es-ES,es;q=0.9,en;q=0.8');
    expect(es.subject).toBe('Restablezca su contraseña');
    expect(es.body).toMatch(
      new RegExp(
        `^Abra ${LINK} en los próximos 30 minutos para elegir una contraseña nueva\\.$`,
        'u',
      ),
    );
    // The operator reads it so in the outbox too.
    expect(await runCli(h.db, ['outbox', '1'])).toContain('Restablezca su contraseña');

    const en = await resetEmail('en-GB,en;q=0.9');
    expect(en.subject).toBe('Reset your password');
    expect(en.body).toMatch(
      new RegExp(`^Open ${LINK} within 30 minutes to choose a new password\\.$`, 'u'),
    );
  });

  it('writes the verification code in Spanish or in English, as the request asks', async () => {
    expect(await codeSms('0987650001', 'es')).toMatch(
      /^Su código de verificación es \d{6}\. Es válido durante 10 minutos\.$/u,
    );
    expect(await runCli(h.db, ['outbox', '1'])).toContain('Su código de verificación es');
    expect(await codeSms('0987650002', 'en-US,en;q=0.9')).toMatch(
      /^Your verification code is \d{6}\. It is valid for 10 minutes\.$/u,
    );
  });

  it('takes the first asked language it has texts for, as the interface falls back, then the operator default', async () => {
    // A language without texts gives way to the next one asked.
    expect(await codeSms('0987650003', 'fr-FR,fr;q=0.9,en;q=0.8')).toMatch(/^Your /u);
    // None asked: the operator's default language, Spanish.
    expect(await codeSms('0987650004', undefined)).toMatch(/^Su código /u);
    // A language the portal shows with the operator's texts falls back to English, as its interface.
    expect(await codeSms('0987650005', 'pt-BR,pt;q=0.9')).toMatch(/^Your /u);
    expect((await resetEmail(undefined)).subject).toBe('Restablezca su contraseña');

    // An operator whose default is English: the same requests are answered in English.
    const system = await getSetting(h.db, 'system');
    await setSetting(h.db, 'system', { ...system, defaultLanguage: 'en' });
    try {
      expect(await codeSms('0987650006', 'pt-BR,pt;q=0.9')).toMatch(/^Your /u);
      expect((await resetEmail(undefined)).subject).toBe('Reset your password');
      // What the member asks still comes first.
      expect(await codeSms('0987650007', 'es-MX')).toMatch(/^Su código /u);
    } finally {
      await setSetting(h.db, 'system', system);
    }
  });
});
