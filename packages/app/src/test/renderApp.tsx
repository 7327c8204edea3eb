import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, type Location } from 'react-router-dom';
import { calls } from '@portal/contract';
import { render } from 'vitest-browser-react';
import { App } from '../App';
import { apiCall } from './api';
import { solvedCaptcha } from './captcha';
import { tokenStore } from '../api/tokenStore';
import { createI18n, loadLanguage } from '../i18n';
import { rememberDismissed } from '../shell/Announcements/dismissed';
import { forgetVisitor } from './visitor';

/**
 * The whole app at `path`, on the real test server (see globalSetup.ts), with a fresh data
 * cache, a fresh i18n instance and no session, as a new visitor in a new tab.
 */
export async function renderApp(
  path = '/',
  {
    language = 'es',
    token,
    announcements = false,
    account,
  }: {
    language?: string;
    token?: string;
    announcements?: boolean;
    /** A member a test made for itself, whose announcements are closed ahead too. */
    account?: string;
  } = {},
) {
  forgetVisitor();
  // The operator's announcements would cover every page; most tests close them ahead, as a
  // player who already closed them in this session would have.
  if (!announcements) await dismissAnnouncements(account ? [account] : []);
  tokenStore.set(token ?? null);
  const { Router, router } = memoryRouter(path);
  const i18n = createI18n(language);
  await loadLanguage(i18n);
  const screen = await render(<App i18n={i18n} Router={Router} cache={() => new Map()} />);
  return { screen, router, i18n };
}

const ACCOUNTS = ['demo01', 'vip01', 'agent01', 'agent02', 'down01', 'down02', 'newbie01'];

async function dismissAnnouncements(own: string[]): Promise<void> {
  const response = await fetch('/wps/relay/GCS_announcements?pageSize=50', {
    headers: { Merchant: 'PORTAL' },
  });
  const { value } = (await response.json()) as { value: { announcements: { id: number }[] } };
  for (const who of ['anonymous', ...[...ACCOUNTS, ...own].map((a) => `member:${a}`)])
    for (const { id } of value.announcements) rememberDismissed(who, id);
}

/** Logs in through the API (not the UI), for tests about what a member sees. */
export async function apiLogin(username: string, password: string): Promise<string> {
  const response = await fetch('/wps/session/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Merchant: 'PORTAL' },
    body: JSON.stringify({ username, password, type: 'username' }),
  });
  const envelope = (await response.json()) as { success: boolean; value?: { token: string } };
  if (!envelope.success || !envelope.value) throw new Error(`login ${username} failed`);
  return envelope.value.token;
}

/**
 * A MemoryRouter at `path`, and a handle on it for the tests: where it is now, and a way to go
 * elsewhere, as a visitor typing an address would.
 */
function memoryRouter(path: string) {
  const seen: { location?: Location; navigate?: (to: string) => void } = {};
  const visited: string[] = [];
  function Probe() {
    seen.location = useLocation();
    if (visited.at(-1) !== seen.location.pathname) visited.push(seen.location.pathname);
    const navigate = useNavigate();
    seen.navigate = (to) => void navigate(to);
    return null;
  }
  function Router({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter initialEntries={[path]}>
        {children}
        <Probe />
      </MemoryRouter>
    );
  }
  const router = {
    get state() {
      if (!seen.location) throw new Error('the app has not rendered its router yet');
      return { location: seen.location };
    },
    /** Every path the app has shown, in order (a redirect passed through is one of them). */
    visited,
    /** Goes to `to` once the app shows its routes (after the start-up status check). */
    navigate: async (to: string) => {
      for (let waited = 0; !seen.navigate; waited += 20) {
        if (waited > 10_000) throw new Error('the app never rendered its router');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      seen.navigate(to);
    },
  };
  return { Router, router };
}

let registered = 0;
/**
 * Registers a member through the API (captcha answered from the test server), for a test alone:
 * a fresh username from `prefix`, the password 'rowan glacier pepper 75', and `fields` (mobileNum, email ...).
 */
export async function apiRegister(
  prefix: string,
  fields: (username: string) => { mobileNum?: string; email?: string } = () => ({}),
): Promise<string> {
  registered += 1;
  const username = `${prefix}${Date.now().toString(36)}${registered}`.slice(0, 16);
  await apiCall(calls.register, {
    body: {
      username,
      password: 'rowan glacier pepper 75',
      confirmPassword: 'rowan glacier pepper 75',
      ...fields(username),
      captcha: await solvedCaptcha(),
    },
  });
  return username;
}
