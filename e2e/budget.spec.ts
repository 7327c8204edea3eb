// The budget of issue 7: at most 150 kB gzip of JavaScript before the first paint of home (forms,
// the Radix dialog, the centres, home's own lobby and the footer load later). `pnpm bench:web`
// gives the figures of every route.
import { expect, test } from './fixtures';
import { common, HOME_JS_BUDGET, kB, measureFirstPaint } from './first-paint';

test('home needs no more JavaScript before its first paint than its budget', async ({
  page,
  browser,
  baseURL,
}) => {
  // Loads on a phone's network, each in a fresh context (empty cache), and the files both fetched
  // before their paint: on a very busy machine a lazily loaded chunk may still beat one paint.
  const loads = [await measureFirstPaint(page, baseURL ?? '', '/')];
  const context = await browser.newContext();
  loads.push(await measureFirstPaint(await context.newPage(), baseURL ?? '', '/'));
  await context.close();
  const home = common(loads);
  const chunks = home.resources
    .filter((r) => r.kind === 'js')
    .map((r) => `${r.url}  ${kB(r.gzip)}`)
    .join('\n  ');
  test
    .info()
    .annotations.push({ type: 'home JS before first paint', description: kB(home.jsGzip) });
  expect(
    home.jsGzip,
    `home loads ${kB(home.jsGzip)} gzip of JavaScript before its first paint (budget ${kB(HOME_JS_BUDGET)}):\n  ${chunks}`,
  ).toBeLessThanOrEqual(HOME_JS_BUDGET);
});
