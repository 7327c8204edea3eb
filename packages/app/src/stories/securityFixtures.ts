// The security centre in the stories (the member centre's securityCenter): the fixtures' member
// with a built-in avatar, a bound mobile and e-mail, a withdraw password and three sessions; a
// trial account is refused, as the server refuses it. Avatars are data URLs: no server to ask.
import { BUILTIN_AVATARS, calls, type CallDef, type CallValue } from '@portal/contract';
import { tileArt } from './fixtures';
import type { Answer, NetworkOptions } from './networkTypes';

type V<K extends keyof typeof calls> = CallValue<(typeof calls)[K]>;

/** A built-in avatar as the stories draw it. */
export const avatarArt = (name: string): string =>
  tileArt(name, Math.max(0, BUILTIN_AVATARS.indexOf(name as never)));

/** The member's profile; `fresh` has nothing bound, no avatar and no withdraw password. */
export function profileInfo(fresh = false): V<'profileInfo'> {
  return {
    account: 'demo01',
    nickname: 'Demo',
    icon: fresh ? null : avatarArt('panda'),
    mobileNum: fresh ? null : '5512345678',
    email: fresh ? null : 'demo01@example.com',
    hasWithdrawPassword: !fresh,
    avatars: BUILTIN_AVATARS.map((name) => ({ name, icon: avatarArt(name) })),
  };
}

/** This session (a desktop Chrome) and two others: a phone and a tablet. */
export function profileSessions(): V<'profileSessions'> {
  return {
    list: [
      {
        id: 31,
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
        ip: '203.0.113.7',
        startedAt: '2026-11-24T08:12:00.000Z',
        lastSeenAt: '2026-11-24T09:58:00.000Z',
        current: true,
      },
      {
        id: 27,
        userAgent:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1',
        ip: '198.51.100.23',
        startedAt: '2026-11-23T19:40:00.000Z',
        lastSeenAt: '2026-11-23T22:05:00.000Z',
        current: false,
      },
      {
        id: 12,
        userAgent: 'Mozilla/5.0 (Linux; Android 14; Tablet) AppleWebKit/537.36 Firefox/132.0',
        ip: '192.0.2.44',
        startedAt: '2026-11-20T14:02:00.000Z',
        lastSeenAt: '2026-11-21T07:30:00.000Z',
        current: false,
      },
    ],
  };
}

/** The answer to one of the security centre's calls, or undefined for any other call. */
export function profileAnswer(
  def: CallDef,
  _query: URLSearchParams,
  options: NetworkOptions,
): Answer | undefined {
  if (!def.path.startsWith('/wps/member/profile')) return undefined;
  if (options.account === 'trial') return { code: 'TRIAL_FORBIDDEN', status: 403 };
  switch (def.id) {
    case calls.profileInfo.id:
      return { value: profileInfo() };
    case calls.profileSessions.id:
      return { value: profileSessions() };
    case calls.avatarUpload.id:
      return { value: { icon: avatarArt('upload') } };
    case calls.avatarPick.id:
      return { value: { icon: avatarArt('fox') } };
    case calls.mobileCode.id:
    case calls.emailCode.id:
      return { value: { expiredMinutes: 10 } };
    case calls.mobileBind.id:
    case calls.emailBind.id:
      return { value: null };
    case calls.sessionsLogout.id:
      return { value: { ended: 2 } };
    default:
      return undefined;
  }
}
