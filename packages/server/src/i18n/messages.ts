import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/types';
import { getSetting } from '../settings/settings';
import { acceptedLanguages, languageChain } from './languages';

// The e-mails and SMS the server writes to a member (a reset link, a verification code), in the
// member's language. Accounts keep no language: the request that causes the message says it.

/** The languages the server writes messages in: the portal's two bundled ones. */
export type MessageLanguage = 'es' | 'en';

/** The texts of each message, in each language; `{x}` are the values put in. */
const MESSAGES: Record<
  MessageLanguage,
  { resetSubject: string; resetBody: string; codeSubject: string; codeBody: string }
> = {
  es: {
    resetSubject: 'Restablezca su contraseña',
    // The link is followed by a space, never by a full stop a mail reader could take into it.
    resetBody: 'Abra {link} en los próximos {minutes} minutos para elegir una contraseña nueva.',
    codeSubject: 'Su código de verificación',
    codeBody: 'Su código de verificación es {code}. Es válido durante {minutes} minutos.',
  },
  en: {
    resetSubject: 'Reset your password',
    resetBody: 'Open {link} within {minutes} minutes to choose a new password.',
    codeSubject: 'Your verification code',
    codeBody: 'Your verification code is {code}. It is valid for {minutes} minutes.',
  },
};

const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/gu, (match, key: string) => String(values[key] ?? match));

const isMessageLanguage = (code: string): code is MessageLanguage => code in MESSAGES;

/**
 * The language to write to the member who made `req`: the first of the request's languages
 * (Accept-Language: the app sends the language it shows, not the browser's), each followed by its
 * base (`pt` of `pt-br`), that has texts; else the operator's default language; else Spanish, the
 * portal's own default.
 */
export async function messageLanguage(
  db: Queryable,
  req: FastifyRequest,
): Promise<MessageLanguage> {
  const { defaultLanguage } = await getSetting(db, 'system');
  const chain = [
    ...acceptedLanguages(req.headers['accept-language']).flatMap((asked) =>
      languageChain(asked, asked),
    ),
    ...languageChain(defaultLanguage, defaultLanguage),
  ];
  return chain.find(isMessageLanguage) ?? 'es';
}

/** The e-mail of a password reset link, good for `minutes`. */
export const resetLinkEmail = (language: MessageLanguage, link: string, minutes: number) => ({
  subject: MESSAGES[language].resetSubject,
  body: fill(MESSAGES[language].resetBody, { link, minutes }),
});

/** The text of a verification code (an SMS, or an e-mail with `subject`), good for `minutes`. */
export const codeMessage = (language: MessageLanguage, code: string, minutes: number) => ({
  subject: MESSAGES[language].codeSubject,
  body: fill(MESSAGES[language].codeBody, { code, minutes }),
});
