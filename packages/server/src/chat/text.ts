// What the chat room does to a message's text before it is kept: blanks tidied, the operator's
// words masked. The text stays text: nothing here (or anywhere) turns it into HTML; the app shows
// it as text, and only links to the operator's allowed hosts become links there.
import { CHAT_MASK } from '@portal/contract';
import { maskName } from '../content/service';

/** One line with no surrounding blanks and no run of blanks (a wall of spaces says nothing). */
export const tidy = (text: string): string => text.trim().replace(/\s{2,}/gu, ' ');

const LETTER = /[\p{L}\p{N}]/u;
const escape = (word: string): string => word.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/**
 * `text` with each of `words` masked wherever it stands as a word of its own (not inside a longer
 * word), in any case: "Spam" and "SPAM!" are, "spammer" is not. Words are lower case.
 */
export function maskWords(text: string, words: readonly string[]): string {
  if (!words.length) return text;
  const pattern = new RegExp(
    // Longest first, so that a phrase wins over a word inside it.
    `(${[...words]
      .sort((a, b) => b.length - a.length)
      .map(escape)
      .join('|')})`,
    'giu',
  );
  return text.replace(pattern, (match, _word: string, offset: number, whole: string) => {
    const before = whole.slice(0, offset);
    const after = whole.slice(offset + match.length);
    const edge = (ch: string | undefined) => ch === undefined || !LETTER.test(ch);
    return edge([...before].at(-1)) && edge([...after][0]) ? CHAT_MASK : match;
  });
}

/**
 * What the room shows as a member's name: the nickname they chose, else their username half hidden
 * (a nickname that is the username, as a new account's is, would tell half of a login).
 */
export function authorOf(account: { username: string; nickname: string | null }): string {
  const nickname = account.nickname?.trim() ?? '';
  return nickname && nickname.toLowerCase() !== account.username.toLowerCase()
    ? nickname
    : maskName(account.username);
}
