// The docs pages of the built Storybook. A docs page renders every story of its file in one
// document: <html> must show the toolbar's direction, not that of a right-to-left story further down
// (.storybook/decorators.tsx), and a story whose pop-up is open from the start must keep its
// overlay inside an iframe of its own, or the overlay covers the page.
import { createServer, type Server } from 'node:http';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';

const root = resolve(import.meta.dirname, '../../storybook-static');

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

/** storybook-static over HTTP on a free port of this machine, for the whole run of a worker. */
const test = base.extend<object, { storybook: string }>({
  storybook: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern.
    async ({}, use) => {
      if (!existsSync(join(root, 'iframe.html')))
        throw new Error(`No built Storybook in ${root}: run \`pnpm build-storybook\` first.`);
      const server: Server = createServer((request, response) => {
        const path = normalize(
          decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname),
        );
        const file = join(root, path.endsWith('/') ? `${path}index.html` : path);
        if (!file.startsWith(root)) return void response.writeHead(403).end();
        readFile(file).then(
          (body) => {
            response.writeHead(200, {
              'content-type': types[extname(file)] ?? 'application/octet-stream',
            });
            response.end(body);
          },
          () => response.writeHead(404).end(),
        );
      });
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      const { port } = server.address() as { port: number };
      await use(`http://127.0.0.1:${port}`);
      await new Promise((done) => server.close(done));
    },
    { scope: 'worker' },
  ],
});

/**
 * Opens a docs page as the manager's Docs tab loads it, with the toolbar's globals in the address
 * as the manager passes them, and waits until every story on it has rendered (an inline story has
 * content, an iframe story its frame): only then has the last story's decorator had its say.
 */
async function openDocs(page: Page, storybook: string, id: string, globals = '') {
  const query = new URLSearchParams({ id, viewMode: 'docs' });
  await page.goto(`${storybook}/iframe.html?${query}${globals ? `&globals=${globals}` : ''}`);
  await expect(page.locator('.sbdocs-content')).toBeVisible();
  await page.waitForFunction(() => {
    const blocks = Array.from(document.querySelectorAll('[data-story-block]'));
    return (
      blocks.length > 0 &&
      blocks.every(
        (block) =>
          block.querySelector('iframe') !== null ||
          (block.querySelector('[id$="-inner"]')?.childElementCount ?? 0) > 0,
      )
    );
  });
}

/** The composed pages whose stories include a right-to-left one, and that story's id. */
const pages = [
  { name: 'Button', id: 'components-button--docs', rtlStory: 'components-button--right-to-left' },
  {
    name: 'GameTile',
    id: 'components-gametile--docs',
    rtlStory: 'components-gametile--right-to-left',
  },
  { name: 'LoginForm', id: 'forms-loginform--docs', rtlStory: 'forms-loginform--right-to-left' },
  {
    name: 'the composed home',
    id: 'compositions-home-page-composed--docs',
    rtlStory: 'compositions-home-page-composed--right-to-left',
  },
];

for (const { name, id, rtlStory } of pages) {
  for (const direction of ['ltr', 'rtl'] as const) {
    test(`${name}: the docs page reads ${direction} as the toolbar says, its right-to-left story stays rtl`, async ({
      page,
      storybook,
    }) => {
      await openDocs(page, storybook, id, direction === 'rtl' ? 'direction:rtl' : '');
      await expect(page.locator('html')).toHaveAttribute('dir', direction);
      // The prose and the props table follow it.
      await expect(page.locator('.sbdocs-content')).toHaveCSS('direction', direction);
      // The story's own frame keeps the story's direction whatever the page's.
      const rtlFrame = page.locator(`#story--${rtlStory}-inner [dir]`).first();
      await expect(rtlFrame).toHaveAttribute('dir', 'rtl');
    });
  }
}

test('Modal: the open pop-ups stay in their iframes, which follow the toolbar and do not play', async ({
  page,
  storybook,
}) => {
  await openDocs(page, storybook, 'components-modal--docs', 'direction:rtl');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // No dialog, and no overlay over the page, in the docs page's own document.
  await expect(page.locator('[role="dialog"], [role="alertdialog"]')).toHaveCount(0);
  await expect(page.locator('[data-part="overlay"]')).toHaveCount(0);
  // The first story on the page is open in its own frame, under the toolbar's direction.
  const first = page.frameLocator('#iframe--components-modal--with-footer');
  await expect(
    first.getByRole('dialog', { name: '¿Seguro que quiere cerrar sesión?' }),
  ).toBeVisible();
  await expect(first.locator('html')).toHaveAttribute('dir', 'rtl');
  // A frame's story does not play (its clicks would scroll the page down to the frame): the
  // story that opens its pop-up by a click shows only its button.
  await page.locator('#iframe--components-modal--open-by-name').scrollIntoViewIfNeeded();
  const byName = page.frameLocator('#iframe--components-modal--open-by-name');
  await expect(byName.getByRole('button', { name: 'Jugar ahora' })).toBeVisible();
  await expect(byName.getByRole('dialog')).toHaveCount(0);
  // Nothing lies over the page: its title takes a click.
  await page.getByRole('heading', { level: 1 }).click({ trial: true, timeout: 5_000 });
});

test('Button: a change of the toolbar turns the page, the stories keep their own', async ({
  page,
  storybook,
}) => {
  // The preview says when it has rendered the docs page (DOCS_RENDERED): a toolbar change sent
  // before that met the page's first render still under way, which put the old globals back.
  await page.addInitScript(() => {
    const w = window as unknown as {
      __STORYBOOK_ADDONS_CHANNEL__?: { on: (event: string, listener: () => void) => void };
      portalDocsRendered?: boolean;
    };
    const hook = () => {
      const channel = w.__STORYBOOK_ADDONS_CHANNEL__;
      if (!channel) return void setTimeout(hook, 5);
      channel.on('docsRendered', () => {
        w.portalDocsRendered = true;
      });
    };
    hook();
  });
  await openDocs(page, storybook, 'components-button--docs');
  await page.waitForFunction(
    () => (window as unknown as { portalDocsRendered?: boolean }).portalDocsRendered === true,
  );
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  // What the manager sends when the toolbar changes.
  await page.evaluate(() =>
    (
      window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit: (...args: unknown[]) => void } }
    ).__STORYBOOK_ADDONS_CHANNEL__.emit('updateGlobals', { globals: { direction: 'rtl' } }),
  );
  // <html> and the prose under it read together, in one look at the page: two assertions one after
  // the other once saw <html> right to left and then, for 30 s, the prose left to right (a CI run
  // under load; not again in a dozen runs under load since). If it shows again, the failure prints
  // both as last seen, which tells a page turned back from prose that never followed.
  const turned = () =>
    page.evaluate(() => {
      const content = document.querySelector('.sbdocs-content');
      return {
        html: document.documentElement.getAttribute('dir'),
        content: content ? getComputedStyle(content).direction : 'no docs content',
      };
    });
  await expect
    .poll(turned, { message: 'the docs page turns right to left' })
    .toEqual({ html: 'rtl', content: 'rtl' });
  await expect(
    page.locator('#story--components-button--right-to-left-inner [dir]').first(),
  ).toHaveAttribute('dir', 'rtl');
});
