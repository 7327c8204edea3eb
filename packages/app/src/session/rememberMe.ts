/**
 * Remember-me (spec 4.3): the last username and the mobile number of the sms tab are kept in
 * cookies for one day. The password is deliberately not kept: a cookie is sent with every request
 * and readable by any script of the page, which is no place for a password.
 */
const DAY_SECONDS = 24 * 60 * 60;
const USER = 'rememberUser';
const MOBILE = 'rememberMobile';

function read(name: string): string | undefined {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

function write(name: string, value: string | undefined): void {
  document.cookie =
    value === undefined
      ? `${name}=; Max-Age=0; Path=/; SameSite=Lax`
      : `${name}=${encodeURIComponent(value)}; Max-Age=${DAY_SECONDS}; Path=/; SameSite=Lax`;
}

export const rememberMe = {
  load(): { username?: string; mobileNum?: string; remember: boolean } {
    const username = read(USER);
    const mobileNum = read(MOBILE);
    return {
      ...(username ? { username } : {}),
      ...(mobileNum ? { mobileNum } : {}),
      remember: Boolean(username || mobileNum),
    };
  },
  save(remember: boolean, type: 'username' | 'sms', login: string): void {
    if (!remember) {
      write(USER, undefined);
      write(MOBILE, undefined);
      return;
    }
    write(type === 'sms' ? MOBILE : USER, login);
  },
};
