// What every end-to-end test shares: axe on every page it visits, the operator CLI of the running
// server, the development outbox, and the steps a user repeats (opening home, logging in).
import AxeBuilder from '@axe-core/playwright';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

const controlURL = `http://127.0.0.1:${process.env['E2E_CONTROL_PORT']}`;

/** Runs an operator command (`pnpm --filter @portal/server cli <args>`) on the server's database. */
export async function operator(...args: string[]): Promise<string> {
  const res = await fetch(`${controlURL}/cli`, { method: 'POST', body: JSON.stringify(args) });
  const body = (await res.json()) as { output?: string; error?: string };
  if (!res.ok) throw new Error(`operator ${args.join(' ')}: ${body.error}`);
  return body.output ?? '';
}

/** Ticks the captcha widget in `scope` and waits until the browser has solved its challenge. */
export async function solveCaptcha(scope: Locator): Promise<void> {
  const robot = scope.getByRole('checkbox', { name: 'No soy un robot' });
  // With the keyboard, as a person may: the widget's tick picture lies over the box.
  await robot.focus();
  await robot.press('Space');
  // Solved, the box is named for its new state.
  await expect(scope.getByRole('checkbox', { name: 'Verificado' })).toBeChecked();
}

export interface OutboxMessage {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
}

/** The latest e-mails and SMS of the development outbox (GET /dev/outbox), newest first. */
export async function outbox(page: Page, limit = 20): Promise<OutboxMessage[]> {
  const res = await page.request.get(`/dev/outbox?limit=${limit}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { value: OutboxMessage[] }).value;
}

let serial = 0;
/** A username no other test (nor an earlier run on the same server) has taken. */
export const uniqueName = (prefix: string) =>
  `${prefix}${Date.now().toString(36).slice(-5)}${(serial += 1)}`.slice(0, 16);

/**
 * Paths of this run that had an axe scan, kept in a file (emptied by global-setup.ts): Playwright
 * starts a new worker after a failed test, and the list must outlive it.
 */
export const SCANNED_FILE = new URL('../.vitest-reports/e2e-scanned.txt', import.meta.url);
const scannedPaths = {
  has: (path: string) =>
    existsSync(SCANNED_FILE) && readFileSync(SCANNED_FILE, 'utf8').split('\n').includes(path),
  add: (path: string) => appendFileSync(SCANNED_FILE, `${path}\n`),
};

/** Paths a test only passes through on a redirect it checks (a guard sending a user elsewhere). */
const passedThrough = new Set<string>();
export function redirectedFrom(path: string) {
  passedThrough.add(path);
}

/**
 * axe on what the page shows now, iframes included; fails on any violation. With `popup`, only the
 * open dialog is scanned (the page behind it has its own scan), so that a fault is reported once,
 * where it is.
 */
export async function expectAccessible(
  page: Page,
  what?: string,
  { popup = false }: { popup?: boolean } = {},
): Promise<void> {
  // Let entering pop-ups and lazily loaded areas settle before axe reads colours and names, and
  // the start-up screen of index.html leave: axe would read the colours of the page under it.
  await page.waitForLoadState('load');
  await expect(page.locator('#startup')).toHaveCount(0);
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  // A page that is still settling (a lazy part loading behind a suspense boundary hides what was
  // drawn) has no title for a moment: wait for its level-one heading, or a pop-up over it, for a
  // while. A page without one still fails below, with what the page held at the time.
  await expect(
    page
      .getByRole('heading', { level: 1 })
      .or(page.getByRole('dialog'))
      .or(page.getByRole('alertdialog'))
      .first(),
  )
    .toBeVisible()
    .catch(() => undefined);
  // Legacy mode runs axe in the page and its frames and gathers the results there. The default
  // opens a blank page for that, a new renderer at every scan: about 1.1 s of each scan's 2.5 on
  // home, a fifth of the suite's time. What the default adds is the scan of frames from another
  // origin, and the portal has none (its demo games are its own pages): a frame that could not be
  // scanned is reported by axe's frame-tested rule, and fails below.
  const axe = new AxeBuilder({ page }).setLegacyMode(true);
  if (popup) axe.include('[role="dialog"]').include('[role="alertdialog"]');
  const { violations, incomplete } = await axe.analyze();
  const untested = incomplete.filter((result) => result.id === 'frame-tested');
  const report = [...violations, ...untested].map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')}  ${n.failureSummary?.split('\n').join(' ') ?? ''}`)
        .join('\n')}`,
  );
  // What the page's accessibility tree held, to tell a missing title from a hidden one.
  if (violations.some((v) => v.id === 'page-has-heading-one'))
    report.push(
      `the page at the time:\n${(await page.locator('body').ariaSnapshot()).slice(0, 3000)}`,
    );
  if (!popup) scannedPaths.add(new URL(page.url()).pathname);
  // Soft: the test goes on, so that one run reports every page's faults and the flow's own.
  expect.soft(report, `axe violations on ${what ?? page.url()}`).toEqual([]);
}

/** Paths that at once become another (spec 2.1: /login goes to / and opens the login pop-up). */
const REDIRECT_ONLY = new Set(['/login']);

/**
 * The announcement pop-ups (spec 4.9) open on their own when the login state changes, over
 * whatever a test does next. They are taken off the portal with the operator CLI for the run;
 * announcements.spec.ts publishes its own and checks them.
 */
async function withdrawAnnouncements() {
  const live = await operator('list-content', 'announcement');
  for (const [, id] of live.matchAll(/^#(\d+) /gmu))
    await operator('withdraw', 'announcement', id ?? '');
}

export const test = base.extend<{ axeEveryPage: void }, { quietAnnouncements: void }>({
  quietAnnouncements: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await withdrawAnnouncements();
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  axeEveryPage: [
    async ({ page }, use, testInfo) => {
      const visited = new Set<string>();
      passedThrough.clear();
      page.on('framenavigated', (frame) => {
        if (frame !== page.mainFrame()) return;
        const url = new URL(frame.url());
        if (url.protocol.startsWith('http')) visited.add(url.pathname);
      });
      await use();
      if (testInfo.status !== testInfo.expectedStatus || page.isClosed()) return;
      if (!scannedPaths.has(new URL(page.url()).pathname))
        await expectAccessible(page, `the last page of the test (${page.url()})`);
      const missed = [...visited].filter(
        (p) => !scannedPaths.has(p) && !REDIRECT_ONLY.has(p) && !passedThrough.has(p),
      );
      expect(missed, 'pages visited without an axe scan').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Opens a page of the portal (home by default) as the browser's user, and
 * runs axe on it if no test of the run has yet.
 */
export async function openHome(page: Page, path = '/') {
  await page.goto(path);
  await expect(page.getByRole('banner')).toBeVisible();
  if (!scannedPaths.has(new URL(page.url()).pathname)) await expectAccessible(page);
}

export const header = (page: Page): Locator => page.getByRole('banner');

/**
 * Scrolls down a screen at a time, as a player would, until `target` is there: the lobby mounts
 * its lower sections only as they come near the viewport (shell/NearViewport).
 */
export async function scrollTo(page: Page, target: Locator) {
  for (let screens = 0; screens < 40 && !(await target.count()); screens += 1) {
    await page.mouse.wheel(0, (page.viewportSize()?.height ?? 800) * 0.9);
    await page.waitForTimeout(100);
  }
  await target.scrollIntoViewIfNeeded();
}

/** Logs in through the login pop-up of the header. */
export async function logIn(page: Page, username: string, password: string) {
  await header(page).getByRole('button', { name: 'Iniciar sesión' }).click();
  const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await dialog.getByRole('textbox', { name: 'Usuario' }).fill(username);
  await dialog.getByRole('textbox', { name: 'Contraseña' }).fill(password);
  await dialog.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(header(page).getByRole('button', { name: new RegExp(username, 'u') })).toBeVisible();
}

/** Logs out through the header's user menu and its confirmation. */
export async function logOut(page: Page, username: string) {
  await header(page)
    .getByRole('button', { name: new RegExp(username, 'u') })
    .click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await page
    .getByRole('alertdialog', { name: 'Cerrar sesión' })
    .getByRole('button', { name: 'Cerrar sesión' })
    .click();
  await expect(header(page).getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
}

/** Plays `rounds` rounds of `stake` on the demo slot the page shows (its game frame). */
export async function spinDemoSlot(page: Page, stake: string, rounds: number) {
  const game = page.frameLocator('main iframe');
  for (let round = 0; round < rounds; round += 1) {
    await game.locator('#stake').fill(stake);
    await game.locator('#spin').click();
    await expect(game.locator('#result')).not.toBeEmpty();
    await expect(game.locator('#spin')).toBeEnabled();
  }
}

/**
 * Fills the username tab of the register pop-up: username, a fresh Mexican mobile verified by its
 * SMS code (REGMOBVERF3), and the password twice; the terms box and the captcha are the caller's.
 */
export async function fillUsernameRegistration(
  page: Page,
  panel: Locator,
  username: string,
  password: string,
) {
  await panel.getByRole('textbox', { name: 'Usuario' }).fill(username);
  await panel
    .getByRole('combobox', { name: 'Prefijo del país' })
    .selectOption({ label: 'México (+52)' });
  const mobile = `09${Date.now().toString().slice(-8)}`;
  await panel.getByRole('textbox', { name: 'Número de móvil' }).fill(mobile);
  await panel
    .getByRole('textbox', { name: 'Código de verificación' })
    .fill(await smsCode(page, panel, mobile));
  await panel.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(password);
  await panel.getByRole('textbox', { name: 'Confirmar contraseña' }).fill(password);
}

/** Spins the demo slot at `stake` until the balance moves (a ×1 round gives the stake back). */
export async function playUntilTheBalanceMoves(page: Page, stake: string): Promise<string> {
  const game = page.frameLocator('main iframe');
  const balance = game.locator('#balance');
  await expect(balance).not.toHaveText('…');
  const before = await balance.textContent();
  let after = before;
  for (let spin = 0; spin < 8 && after === before; spin += 1) {
    await game.locator('#stake').fill(stake);
    await game.locator('#spin').click();
    await expect(game.locator('#result')).not.toBeEmpty();
    await expect(game.locator('#spin')).toBeEnabled();
    after = await balance.textContent();
  }
  expect(after).not.toBe(before);
  return after ?? '';
}

export const tiles = (page: Page): Locator =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Favorito' }) });

/**
 * The built file of a lazily loaded chunk, by the name of its module (chunks are named by their
 * hash alone: packages/app/vite.config.ts), read from the build's manifest.
 */
export function chunkFile(name: string): string {
  const manifest = JSON.parse(
    readFileSync(new URL('../packages/app/dist/.vite/manifest.json', import.meta.url), 'utf8'),
  ) as Record<string, { file: string; name?: string; isDynamicEntry?: boolean }>;
  const chunk = Object.values(manifest).find((c) => c.name === name && c.isDynamicEntry);
  if (!chunk) throw new Error(`no lazily loaded chunk named ${name} in the build's manifest`);
  return chunk.file;
}

/**
 * Asks for an SMS code with the form's button, checks its countdown (spec 4.4) and reads the code
 * from the development outbox, as a tester reads it off a phone.
 */
export async function smsCode(page: Page, form: Locator, mobile: string): Promise<string> {
  const send = form.getByRole('button', { name: 'Enviar código' });
  await send.click();
  await expect(send).toBeDisabled();
  await expect(form.getByText(/Reenviar en \d+ s/u).first()).toBeVisible();
  const [sms] = (await outbox(page)).filter(
    (m) =>
      m.channel === 'sms' && m.recipient.replace(/\D/gu, '').endsWith(mobile.replace(/^0/u, '')),
  );
  const code = /\b(\d{4,8})\b/u.exec(sms?.body ?? '')?.[1];
  expect(code, `an SMS code for ${mobile} in the outbox`).toBeDefined();
  return code ?? '';
}
