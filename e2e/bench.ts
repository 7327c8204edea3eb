// pnpm bench:web: builds the app, serves it with the real server (e2e/server.ts, fresh PGlite), and
// reports per route the JavaScript and CSS its first paint needs (gzip -9 of every resource fetched
// before the app's JavaScript starts, in Chromium), then runs Lighthouse 12 (mobile profile) on home
// and on a game list page. Writes the figures into docs/benchmarks.md between its markers. A
// benchmark, not part of npm test (the routes' budgets are checked there by e2e/budget.spec.ts).
import { chromium } from '@playwright/test';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { chromiumArgs } from './playwright.config';
import { packagesOf } from './bundle-map';
import {
  common,
  HOME_JS_BUDGET,
  kB,
  measureFirstPaint,
  ROUTE_JS_BUDGETS,
  type FirstPaint,
} from './first-paint';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = `${ROOT}docs/benchmarks.md`;
const START = '<!-- bench:web:start -->';
const END = '<!-- bench:web:end -->';
const PORT = Number(process.env['BENCH_PORT'] ?? 4340);
const BASE = `http://127.0.0.1:${PORT}`;
// The lobby routes that have a budget (first-paint.ts).
const ROUTES = Object.keys(ROUTE_JS_BUDGETS);
// Every lobby route by default (issue 22's targets), or those BENCH_LIGHTHOUSE_ROUTES lists.
const LIGHTHOUSE_ROUTES =
  process.env['BENCH_LIGHTHOUSE_ROUTES']?.split(/[\s,]+/u).filter(Boolean) ?? ROUTES;
/** The scores issue 22 asks for: home at least 98, every other lobby route at least 95. */
const lighthouseTarget = (route: string) => (route === '/' ? 98 : 95);
const RUNS = Number(process.env['BENCH_RUNS'] ?? 3);
const LIGHTHOUSE_RUNS = Number(process.env['BENCH_LIGHTHOUSE_RUNS'] ?? 5);
const executablePath = process.env['CHROME_PATH'] || '/usr/bin/chromium';
const skipLighthouse = process.argv.includes('--no-lighthouse');
// BENCH_REPORTS=<dir> keeps Lighthouse's whole reports there: every run's, and the median's.
const reportDir = process.env['BENCH_REPORTS'];
if (reportDir) mkdirSync(reportDir, { recursive: true });
const reportFile = (route: string, run?: number) =>
  join(reportDir ?? '', `lighthouse${route.replace(/\W+/gu, '-')}${run ? `-run${run}` : ''}.json`);

function step(text: string) {
  process.stdout.write(`\u001b[1m[bench:web]\u001b[0m ${text}\n`);
}

// The app's own build, with source maps (to tell which packages the chunks carry), into a
// directory of the benchmark's own: packages/app/dist is left as it is. Hidden maps: the files
// carry no `sourceMappingURL` comment, so they are byte for byte the ones a player gets (the
// comments would add about 40 bytes of gzip to each file measured).
const DIST = mkdtempSync(join(tmpdir(), 'portal-bench-web-'));
step(`building the app into ${DIST}`);
const build = spawnSync(
  'pnpm',
  ['--filter', '@portal/app', 'build', '--sourcemap', 'hidden', '--outDir', DIST, '--emptyOutDir'],
  { cwd: ROOT, stdio: 'pipe' },
);
if (build.status !== 0) {
  process.stderr.write(build.stdout.toString() + build.stderr.toString());
  rmSync(DIST, { recursive: true, force: true });
  process.exit(1);
}

step('starting the server on a fresh PGlite directory');
const server = spawn(process.execPath, [`${ROOT}node_modules/tsx/dist/cli.mjs`, 'server.ts'], {
  cwd: `${ROOT}e2e`,
  env: { ...process.env, E2E_PORT: String(PORT), STATIC_DIR: DIST },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((ready, fail) => {
  server.stdout.on('data', (chunk: Buffer) => {
    if (chunk.toString().includes('e2e server on')) ready();
  });
  server.on('exit', (code) => fail(new Error(`the server stopped (${code})`)));
});
const stop = () =>
  new Promise<void>((done) => {
    server.removeAllListeners('exit');
    server.on('exit', () => done());
    server.kill('SIGTERM');
  }).then(() => rmSync(DIST, { recursive: true, force: true }));

const load = loadavg()[0] ?? 0;

try {
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  const paints: FirstPaint[] = [];
  const fcps = new Map<string, number>();
  for (const route of ROUTES) {
    const runs: FirstPaint[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      runs.push(await measureFirstPaint(await context.newPage(), BASE, route));
      await context.close();
    }
    // What every load fetched before its first paint; the paint time is the median.
    const paint = common(runs);
    paints.push(paint);
    fcps.set(route, paint.fcp);
    step(`${route}: JS ${kB(paint.jsGzip)}, CSS ${kB(paint.cssGzip)} gzip before first paint`);
  }
  const version = browser.version();
  await browser.close();

  const lighthouse: {
    scores: number[];
    shifts: string[];
    route: string;
    score: number;
    fcp: number;
    lcp: number;
    tbt: number;
    cls: number;
    si: number;
  }[] = [];
  if (!skipLighthouse) {
    const { default: run } = await import('lighthouse');
    for (const route of LIGHTHOUSE_ROUTES) {
      // Lighthouse's score moves by several points from run to run: the run with the median score
      // of LIGHTHOUSE_RUNS is reported, as Lighthouse's own guidance advises.
      const reports: NonNullable<Awaited<ReturnType<typeof run>>>['lhr'][] = [];
      // A run that could not measure (NO_NAVSTART, NO_LCP on a busy machine) is run again.
      for (let n = 0; reports.length < LIGHTHOUSE_RUNS && n < 2 * LIGHTHOUSE_RUNS; n += 1) {
        step(`Lighthouse (mobile) on ${route}, run ${reports.length + 1} of ${LIGHTHOUSE_RUNS}`);
        const port = 9300 + n;
        const chrome = await chromium.launch({
          executablePath,
          args: [...chromiumArgs, `--remote-debugging-port=${port}`],
        });
        const result = await run(`${BASE}${route}`, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        await chrome.close();
        const report = result?.lhr;
        if (!report) throw new Error(`Lighthouse gave no result for ${route}`);
        if (report.runtimeError) {
          step(`Lighthouse ${route}: ${report.runtimeError.code} ${report.runtimeError.message}`);
          continue;
        }
        step(`score ${Math.round((report.categories['performance']?.score ?? 0) * 100)}`);
        reports.push(report);
        if (reportDir) writeFileSync(reportFile(route, reports.length), JSON.stringify(report));
      }
      const scoreOf = (r: (typeof reports)[number]) => r.categories['performance']?.score ?? 0;
      const sorted = [...reports].sort((a, b) => scoreOf(a) - scoreOf(b));
      const lhr = sorted[Math.floor(sorted.length / 2)];
      if (!lhr) throw new Error(`Lighthouse gave no result for ${route}`);
      // The whole report (long tasks, LCP phases, the requests' chain) for a closer look.
      if (reportDir) {
        const file = reportFile(route);
        writeFileSync(file, JSON.stringify(lhr));
        step(`Lighthouse report of ${route}: ${file}`);
      }
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      // The elements that moved most: what to fix for CLS.
      const shiftItems = ((
        lhr.audits['layout-shifts']?.details as { items?: unknown[] } | undefined
      )?.items ?? []) as { node?: { nodeLabel?: string; selector?: string }; score?: number }[];
      const shifts = shiftItems
        .slice(0, 3)
        .map(
          (item) =>
            `${(item.score ?? 0).toFixed(3)} \`${item.node?.selector ?? '?'}\` (${(item.node?.nodeLabel ?? '').replace(/\s+/gu, ' ').slice(0, 40)})`,
        );
      const scores = reports.map((r) => Math.round(scoreOf(r) * 100));
      lighthouse.push({
        shifts,
        scores,
        route,
        score: Math.round((lhr.categories['performance']?.score ?? 0) * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        si: audit('speed-index'),
      });
    }
  }

  const home = paints.find((p) => p.route === '/');
  const homeChunks = (home?.resources ?? []).filter((r) => r.kind === 'js');
  // Home's first-paint JavaScript by package: each chunk's gzip shared out by minified bytes.
  const byPackage = new Map<string, number>();
  for (const chunk of homeChunks) {
    const parts = chunk.url.startsWith('/') ? packagesOf(join(DIST, chunk.url)) : undefined;
    const total = [...(parts?.values() ?? [])].reduce((a, b) => a + b, 0);
    for (const [name, bytes] of parts ?? new Map([['(inline)', 1]]))
      byPackage.set(name, (byPackage.get(name) ?? 0) + (chunk.gzip * bytes) / (total || 1));
  }
  const packages = [...byPackage].sort((a, b) => b[1] - a[1]).filter(([, gz]) => gz >= 512);
  const budgetOf = (route: string) => ROUTE_JS_BUDGETS[route] ?? HOME_JS_BUDGET;
  const over = paints.filter((p) => p.jsGzip > budgetOf(p.route));
  const today = new Date().toISOString().slice(0, 10);
  const section = [
    START,
    '',
    '## Web app first paint and Lighthouse (`pnpm bench:web`)',
    '',
    `Measured ${today} on ${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(totalmem() / 2 ** 30)} GiB, load average ${load.toFixed(1)} at the start, Node ${process.versions.node}, headless Chromium ${version}; the production build served by the reference server (PGlite, demo data) on 127.0.0.1, a visitor with an empty cache. Sizes are gzip -9 of each JavaScript and CSS file the browser had fetched before the app's JavaScript starts (the \`portal:app-start\` mark at the entry's first line; the start-up screen of index.html paints before any of it) in every one of ${RUNS} loads on Lighthouse's slow-4G network (150 ms, 1.6 Mbit/s; without it a chunk loaded lazily after the first render can beat a paint slowed by a busy CPU), inline \`<script>\`/\`<style>\` of the document included; times are the medians of the loads on that network.`,
    '',
    '| route | JS before first paint (gzip) | JS budget | CSS before first paint (gzip) | files | first contentful paint (ms) | app starts (ms) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...paints.map(
      (p) =>
        `| \`${p.route}\` | ${kB(p.jsGzip)} | ${kB(budgetOf(p.route))} | ${kB(p.cssGzip)} | ${p.resources.length} | ${Math.round(fcps.get(p.route) ?? p.fcp)} | ${Math.round(p.appStart)} |`,
    ),
    '',
    `Budgets (\`e2e/first-paint.ts\`): home at most ${kB(HOME_JS_BUDGET)} of JavaScript before first paint (issue 7 set 150 kB, issue 22 lowered it), every other route its figure when its budget was set plus 5 kB — ${over.length ? over.map((p) => `**\`${p.route}\` over by ${kB(p.jsGzip - budgetOf(p.route))}**`).join(', ') : 'all within'}; \`npm test\` fails above any (\`e2e/budget.spec.ts\`). Floors from the toolchain notes, for the same minified + gzip -9 measure: react + react-dom 65.8 kB; with styled-components, react-router, swr, i18next and react-i18next 126.4 kB; with formik and yup 149.8 kB; with the Radix dialog and tabs 166.6 kB.`,
    '',
    'The JavaScript of home before first paint, largest first:',
    '',
    '| file | gzip | minified |',
    '| --- | ---: | ---: |',
    ...homeChunks.map((r) => `| \`${r.url}\` | ${kB(r.gzip)} | ${kB(r.bytes)} |`),
    '',
    `The same JavaScript by package (from the build's source maps; each chunk's gzip shared out by minified bytes, packages under 0.5 kB left out).${home?.cssGzip ? '' : ' No CSS file is fetched: the styles come with styled-components inside the JavaScript.'}`,
    '',
    '| package | gzip (share) |',
    '| --- | ---: |',
    ...packages.map(([name, gz]) => `| ${name} | ${kB(gz)} |`),
    '',
    ...(lighthouse.length
      ? [
          `Lighthouse 12 (performance only, its default mobile profile: emulated phone, simulated slow 4G and 4x CPU slowdown), ${LIGHTHOUSE_RUNS} runs per route; the metrics are those of the run with the median score. Issue 22 asks for at least 98 on \`/\` and 95 on every other lobby route, and CLS below 0.02:`,
          '',
          '| route | score | target | all runs | FCP (ms) | LCP (ms) | TBT (ms) | CLS | Speed Index (ms) |',
          '| --- | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: |',
          ...lighthouse.map(
            (l) =>
              `| \`${l.route}\` | ${l.score} | ${lighthouseTarget(l.route)} | ${[...l.scores].sort((a, b) => a - b).join(', ')} | ${Math.round(l.fcp)} | ${Math.round(l.lcp)} | ${Math.round(l.tbt)} | ${l.cls.toFixed(3)} | ${Math.round(l.si)} |`,
          ),
          '',
          'The layout shifts Lighthouse found largest (score, element):',
          '',
          ...lighthouse.map(
            (l) => `- \`${l.route}\`: ${l.shifts.length ? l.shifts.join('; ') : 'none'}`,
          ),
          '',
        ]
      : []),
    END,
  ].join('\n');

  const current = existsSync(OUT) ? readFileSync(OUT, 'utf8') : '# Benchmarks\n';
  const next =
    current.includes(START) && current.includes(END)
      ? current.slice(0, current.indexOf(START)) +
        section +
        current.slice(current.indexOf(END) + END.length)
      : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(OUT, await format(next, { ...((await resolveConfig(OUT)) ?? {}), filepath: OUT }));
  step(`wrote ${OUT}`);
  for (const l of lighthouse)
    step(`Lighthouse ${l.route}: ${l.score}, LCP ${Math.round(l.lcp)} ms, CLS ${l.cls.toFixed(3)}`);
  for (const p of over)
    step(
      `${p.route} is over its budget: ${kB(p.jsGzip)} > ${kB(budgetOf(p.route))}\n  ${p.resources
        .filter((r) => r.kind === 'js')
        .map((r) => `${r.url} ${kB(r.gzip)}`)
        .join('\n  ')}`,
    );
} finally {
  await stop();
}
