import { calls } from '@portal/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { apiCall } from '../../test/api';
import { tokenStore } from '../../api/tokenStore';
import { apiLogin, apiRegister, renderApp } from '../../test/renderApp';

afterEach(() => cleanup());

/** A member registered by username, with a mobile number of its own: the two differ. */
async function newMemberWithMobile(): Promise<{ username: string; mobile: string }> {
  const mobile = `09${Date.now().toString().slice(-8)}`;
  return { username: await apiRegister('ph', () => ({ mobileNum: mobile })), mobile };
}

/** The newest SMS sent to `mobile`, read off the development outbox. */
async function smsTo(mobile: string): Promise<string> {
  const response = await fetch('/dev/outbox?limit=50');
  const { value } = (await response.json()) as { value: { recipient: string; body: string }[] };
  const sms = value.find((m) => m.recipient.replace(/\D/gu, '').endsWith(mobile.slice(1)));
  if (!sms) throw new Error(`no SMS sent to ${mobile}`);
  return sms.body;
}

/** The newest SMS code sent to `mobile`. */
async function smsCode(mobile: string): Promise<string> {
  const code = /\b(\d{4,8})\b/u.exec(await smsTo(mobile))?.[1];
  if (!code) throw new Error(`no SMS code sent to ${mobile}`);
  return code;
}

/** From the login pop-up, asks a reset code for `mobile`; answers the forgot-password pop-up. */
async function sendResetCode(mobile: string) {
  await page
    .getByRole('dialog', { name: 'Iniciar sesión' })
    .getByRole('button', { name: '¿Olvidó su contraseña?' })
    .click();
  const forgot = page.getByRole('dialog', { name: 'Recuperar contraseña' });
  await forgot.getByRole('textbox', { name: /Número de móvil/ }).fill(mobile);
  await forgot.getByRole('button', { name: 'Enviar código' }).click();
  await expect.element(forgot.getByText(/Reenviar en \d+ s/u).first()).toBeVisible();
  return forgot;
}

describe('forgot password by mobile', () => {
  it('logs in under the username of the account the number belongs to, on /', async () => {
    const { username, mobile } = await newMemberWithMobile();
    const { router } = await renderApp('/login');
    const forgot = await sendResetCode(mobile);
    await forgot
      .getByRole('textbox', { name: /Código de verificación/ })
      .fill(await smsCode(mobile));
    await forgot
      .getByLabelText(/^Nueva contraseña/)
      .first()
      .fill('quiet harbour mosaic 17');
    await forgot.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect.element(forgot).not.toBeInTheDocument();
    // Logged in (the member announcements may now cover the header): the session is username's.
    await expect.poll(() => tokenStore.get()).not.toBeNull();
    const member = await apiCall(calls.memberInfo, { token: tokenStore.get() ?? '' });
    expect(member.account).toBe(username);
    expect(router.state.location.pathname).toBe('/');
    expect(await apiLogin(username, 'quiet harbour mosaic 17')).toBeTruthy();
  });
});

// The browser here asks for en-US, as a player's may while the portal shows Spanish: the code
// must come in the portal's language, which the app sends with every call.
describe('the SMS code of a reset by phone', () => {
  it('comes in the language the app shows, not the browser’s', async () => {
    const { mobile } = await newMemberWithMobile();
    const { i18n } = await renderApp('/login');
    await sendResetCode(mobile);
    expect(await smsTo(mobile)).toMatch(/^Su código de verificación es \d{6}\./u);

    // The player switches to English: the next code (to another member) comes in English.
    await i18n.changeLanguage('en');
    const other = await newMemberWithMobile();
    await apiCall(calls.smsNoLogin, { body: { mobileNum: other.mobile, purpose: 'reset' } });
    expect(await smsTo(other.mobile)).toMatch(/^Your verification code is \d{6}\./u);
  });
});
