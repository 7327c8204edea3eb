// The lottery page in Debian's Chromium: its script runs under the content security policy, shows
// the draws and the balance, refuses bad input with a clear message (no money moved) and buys.
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceCents } from '../ledger/ledger';
import { axeViolations, CHROMIUM, launchChromium } from '../test/browser';
import { login, startHarness, type Harness } from '../test/harness';
import { runDueDraws } from './draws';

describe.runIf(existsSync(CHROMIUM))('the lottery page in a browser', () => {
  let h: Harness;
  let browser: Browser;
  let base: string;
  let demoId: number;
  beforeAll(async () => {
    h = await startHarness('pglite');
    await h.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
    browser = await launchChromium();
    const [row] = await h.db.query<{ id: number }>(
      "SELECT id FROM accounts WHERE username_key = 'demo01'",
    );
    demoId = row?.id ?? 0;
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await h?.close();
  });

  async function open(
    language: string,
    viewport = { width: 1280, height: 720 },
  ): Promise<{ page: Page; problems: string[] }> {
    const token = await login(h, 'demo01', 'Demo1234');
    const res = await h.call({
      method: 'GET',
      url: `/wps/relay/GCS_lottoLaunch?lottoArea=VN&launchMode=LOTT&prizeMode=ELOTT&gameCode=VN-FAST&view=betting&device=WEB&language=${language}`,
      token,
    });
    const { gameUrl } = (res.json() as { value: { gameUrl: string } }).value;
    const page = await (await browser.newContext({ viewport })).newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(`${base}${gameUrl}`);
    await expect
      .poll(async () => page.locator('#balance').textContent(), { timeout: 10_000 })
      .not.toBe('…');
    return { page, problems };
  }

  it('shows the next draw and the rule, and buys a ticket', async () => {
    const { page, problems } = await open('en');
    expect(await page.locator('#game-name').textContent()).toBe('Speedy Lottery');
    expect(await page.locator('#balance').textContent()).toBe('$ 1,520.50');
    expect(await page.locator('#rules').textContent()).toBe(
      'Pick 2 different number(s) from 00 to 99; 10 are drawn.',
    );
    expect(await page.locator('#countdown').textContent()).toMatch(/^\d+:\d\d$|Drawing/u);
    expect(await page.locator('#lobby').isHidden()).toBe(true);

    await page.fill('#numbers', '7 42');
    await page.fill('#stake', '2.50');
    await page.click('#buy');
    await expect
      .poll(async () => page.locator('#bought').textContent(), { timeout: 10_000 })
      .toMatch(/^Ticket \d+ bought for the draw of \d+\/\d+\/\d+, \d+:\d\d\s[AP]M$/u);
    await expect
      .poll(async () => page.locator('#ticket-rows tr').count(), { timeout: 10_000 })
      .toBe(1);
    expect(await page.locator('#ticket-rows tr td').nth(2).textContent()).toBe('07 42');
    expect(await page.locator('#balance').textContent()).toBe('$ 1,518.00');
    expect(await balanceCents(h.db, demoId)).toBe(151_800);
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);

  it('refuses bad numbers, bad stakes and a stake above the balance, in Spanish (as usted), moving no money', async () => {
    const { page, problems } = await open('es');
    const before = await balanceCents(h.db, demoId);
    // Money as the portal writes it in Spanish, grouped at four digits too.
    expect(await page.locator('#balance').textContent()).toBe('$ 1.518,00');
    // The portal speaks to the player as usted, and so does its lottery.
    expect(await page.locator('#rules').textContent()).toBe(
      'Elija 2 número(s) distintos entre 00 y 99; se sortean 10.',
    );
    expect(await page.locator('label[for="numbers"]').textContent()).toBe('Sus números');
    expect(await page.locator('#numbers-hint').textContent()).toBe(
      'Escriba 2 número(s) entre 00 y 99, separados por espacios',
    );
    expect(await page.locator('#tickets-title').textContent()).toBe('Sus boletos');
    await page.fill('#numbers', '7 100');
    await page.fill('#stake', 'abc');
    await page.click('#buy');
    expect(await page.locator('#numbers-error').textContent()).toBe(
      'Escriba 2 número(s) distintos entre 00 y 99, separados por espacios',
    );
    expect(await page.locator('#stake-error').textContent()).toBe(
      'Escriba una apuesta válida: un número entre 1 y 10000 con hasta dos decimales',
    );
    expect(await page.locator('#numbers').getAttribute('aria-invalid')).toBe('true');

    // Valid input the server refuses: more than the balance.
    await page.fill('#numbers', '5 6');
    await page.fill('#stake', '9000');
    await page.click('#buy');
    await expect
      .poll(async () => page.locator('#stake-error').textContent(), { timeout: 10_000 })
      .toBe('Su saldo no alcanza para esta apuesta');
    expect(await page.locator('#numbers-error').textContent()).toBe('');
    expect(await balanceCents(h.db, demoId)).toBe(before);
    expect(problems.filter((p) => !p.includes('400'))).toEqual([]);
    await page.close();
  }, 60_000);

  it('picks numbers with the ball picker, in step with the field, and lists the past results', async () => {
    // The draws due by now, as the timer draws them.
    await runDueDraws(h.db, new Date(), { baseSeconds: h.config.lotteryDrawSeconds });
    const { page, problems } = await open('es');
    const ball = (n: string) =>
      page.locator('#balls .ball', { hasText: new RegExp(`^${n}$`, 'u') });
    await expect.poll(async () => page.locator('#balls .ball').count()).toBe(100);
    expect(await page.locator('#pick-legend').textContent()).toBe('Elija 2 número(s)');
    await ball('07').click();
    await ball('42').click();
    expect(await page.locator('#numbers').inputValue()).toBe('07 42');
    expect(await ball('07').getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('#picked').textContent()).toBe('2 de 2 elegidos');
    // A full ticket takes no third number until one is taken off.
    expect(await ball('13').isDisabled()).toBe(true);
    await ball('07').click();
    expect(await page.locator('#numbers').inputValue()).toBe('42');
    expect(await ball('13').isDisabled()).toBe(false);
    // Typing moves the picker too.
    await page.fill('#numbers', '5 99');
    expect(await ball('05').getAttribute('aria-pressed')).toBe('true');
    expect(await ball('99').getAttribute('aria-pressed')).toBe('true');
    await page.click('#quick-pick');
    const quick = (await page.locator('#numbers').inputValue()).split(' ');
    expect(new Set(quick).size).toBe(2);
    expect(quick.every((n) => /^\d\d$/u.test(n))).toBe(true);
    await page.click('#clear-pick');
    expect(await page.locator('#numbers').inputValue()).toBe('');

    // The past results: when each was drawn and its numbers, the latest first.
    await expect.poll(async () => page.locator('#result-rows tr').count()).toBeGreaterThan(0);
    expect(await page.locator('#no-results').isHidden()).toBe(true);
    expect(await page.locator('#result-rows tr').first().locator('td').nth(1).textContent()).toBe(
      await page.locator('#latest-numbers').textContent(),
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);

  it('shows the tickets and results as cards on a phone, every value on the screen', async () => {
    const { page, problems } = await open('es', { width: 390, height: 844 });
    await page.fill('#numbers', '3 14');
    await page.click('#buy');
    await expect.poll(async () => page.locator('#ticket-rows tr').count()).toBeGreaterThan(0);
    // Nothing is wider than the screen: no sideways scroll, and each value sits in it.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    const ticket = page.locator('#ticket-rows tr').first();
    for (const right of await ticket
      .locator('td')
      .evaluateAll((cells) => cells.map((c) => c.getBoundingClientRect().right)))
      expect(right).toBeLessThanOrEqual(390);
    // A draw is named by its time, never by its technical id (20261201-223100).
    expect(await page.locator('main').innerText()).not.toMatch(/\d{8}-\d{6}/u);
    // Each value after its column's name, and the table still a table to a screen reader.
    expect(await ticket.locator('td').nth(2).getAttribute('data-label')).toBe('Sus números');
    expect(
      await page.getByRole('table', { name: 'Sus boletos' }).getByRole('row').count(),
    ).toBeGreaterThan(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);
});
