// The live chat page in Debian's Chromium: its script runs under the content security policy,
// shows the model and the greeting, sends a message with the keyboard and shows the model's
// reply; what the member writes stays text, never markup; a model gone offline stops the form.
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli';
import { axeViolations, CHROMIUM, launchChromium } from '../test/browser';
import { login, startHarness, type Harness } from '../test/harness';

// A real browser: on a machine busy with the other suites a test takes more than the default 5 s.
describe.runIf(existsSync(CHROMIUM))('the live chat page in a browser', { timeout: 30_000 }, () => {
  let h: Harness;
  let browser: Browser;
  let base: string;
  let token: string;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    h = await startHarness('pglite');
    await h.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
    browser = await launchChromium();
    token = await login(h, 'down01', 'Down1234');
    for (const m of await h.db.query<{ id: number; name: string }>(
      'SELECT id, name FROM live_models',
    ))
      ids[m.name] = m.id;
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await h?.close();
  });

  async function open(name: string, language: string): Promise<{ page: Page; problems: string[] }> {
    const res = await h.call({
      method: 'GET',
      url: `/wps/relay/GCS_liveChatLaunch?modelId=${ids[name]}&language=${language}`,
      token,
    });
    const { chatUrl } = (res.json() as { value: { chatUrl: string } }).value;
    const page = await (await browser.newContext()).newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(`${base}${chatUrl}`);
    await expect.poll(() => page.locator('.message.model').count(), { timeout: 10_000 }).toBe(1);
    return { page, problems };
  }

  it('shows the model and its greeting, and answers a message sent with Enter', async () => {
    const { page, problems } = await open('Valentina', 'es');
    expect(await page.locator('#model-name').textContent()).toBe('Valentina');
    expect(await page.locator('#status').textContent()).toBe('En línea');
    expect(await page.locator('#viewers').textContent()).toBe('1 en el chat');
    expect(await page.locator('.message.model .text').textContent()).toContain('Soy Valentina');
    expect(await page.locator('main').getAttribute('aria-labelledby')).toBe('model-name');
    expect(
      await page.locator('#avatar').evaluate((img) => (img as HTMLImageElement).naturalWidth),
    ).toBe(96);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Su mensaje').fill('Hola, ¿cómo estás?');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.message').count()).toBe(3);
    expect(await page.locator('.message.member .text').textContent()).toBe('Hola, ¿cómo estás?');
    expect(await page.locator('.message.model .text').last().textContent()).toBe(
      '¡Hola, Downline One! Qué alegría verte por aquí. ¿Cómo estás?',
    );
    expect(await page.getByLabel('Su mensaje').inputValue()).toBe('');
    // An empty message is refused on the page, and the field says why.
    await page.getByRole('button', { name: 'Enviar' }).click();
    expect(await page.locator('#message-error').textContent()).toBe(
      'Escriba un mensaje antes de enviarlo',
    );
    expect(await page.getByLabel('Su mensaje').getAttribute('aria-invalid')).toBe('true');
    expect(problems).toEqual([]);
  });

  it('shows what the member writes as text, never as markup', async () => {
    const { page, problems } = await open('Emma', 'en');
    const hostile = '<img src=x onerror="document.title=\'owned\'"><b>bold</b>';
    await page.getByLabel('Your message').fill(hostile);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => page.locator('.message.member .text').textContent()).toBe(hostile);
    expect(await page.locator('.messages img, .messages b').count()).toBe(0);
    expect(await page.title()).not.toBe('owned');
    expect(problems).toEqual([]);
  });

  it('stops the form while the model is offline, and says so', async () => {
    const { page } = await open('Camila', 'en');
    await runCli(h.db, ['live-model-edit', String(ids['Camila']), '--status', 'offline']);
    await page.getByLabel('Your message').fill('hello?');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(() => page.locator('#notice').textContent())
      .toBe('Camila is offline now: your message cannot be sent.');
    expect(await page.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    expect(await page.locator('#status').textContent()).toBe('Offline');
    await runCli(h.db, ['live-model-edit', String(ids['Camila']), '--status', 'online']);
  });

  it('leaves the chat when the page closes: the model has one viewer less', async () => {
    const viewers = async () =>
      (
        (await h.call({ method: 'GET', url: '/wps/relay/GCS_liveModels' })).json() as {
          value: { models: { name: string; viewers: number }[] };
        }
      ).value.models.find((m) => m.name === 'Sofía')?.viewers;
    await runCli(h.db, ['live-model-edit', String(ids['Sofía']), '--status', 'online']);
    const { page } = await open('Sofía', 'es');
    expect(await viewers()).toBe(1);
    await page.close({ runBeforeUnload: true });
    await expect.poll(viewers, { timeout: 10_000 }).toBe(0);
  });
});
