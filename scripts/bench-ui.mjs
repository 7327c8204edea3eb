// pnpm bench:ui — runs the UI benchmarks in Chromium and writes their figures
// into docs/benchmarks.md (between markers, so other sections stay as they are).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';

// --report-only rewrites the section from the last run's figures.
if (!process.argv.includes('--report-only')) {
  execFileSync('pnpm', ['exec', 'vitest', 'run', '--config', 'vitest.bench.config.ts'], {
    stdio: 'inherit',
  });
}
const r = JSON.parse(readFileSync('packages/ui/bench/game-grid.result.json', 'utf8'));
const chromium = /Chrome\/([\d.]+)/.exec(r.userAgent)?.[1] ?? 'unknown';
const row = (name, s) =>
  `| ${name} | ${s.showAllMs} | ${s.scrollFrameP50Ms} | ${s.scrollFrameP95Ms} | ${s.scrollWorstFrameMs} | ${s.longFramesOver50Ms} |`;
const section = `<!-- bench:game-grid:start -->
## GameGrid with ${r.games} games (\`pnpm bench:ui\`)

Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores (${cpus()[0]?.model.trim()}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}, headless Chromium ${chromium}; median of ${r.runs} runs. All ${r.games} tiles rendered at once, then scrolled top to bottom in 120 steps, one step a frame.

| grid | show all (ms) | scroll frame p50 (ms) | p95 (ms) | worst (ms) | frames over 50 ms |
| --- | ---: | ---: | ---: | ---: | ---: |
${row('as shipped (every tile laid out)', r.asShipped)}
${row('with content-visibility: auto on the tiles', r.contentVisibilityAuto)}

In the lobby the grid shows a page at a time (12 or 24), so a player never pays for all of them at once; revealing one more page of 24 when 960 are already shown takes ${r.revealOnePageAt960Ms} ms.
<!-- bench:game-grid:end -->`;

const file = 'docs/benchmarks.md';
let text = existsSync(file)
  ? readFileSync(file, 'utf8')
  : "# Benchmarks\n\nFigures measured on the project's machines. Each section says how to run it again.\n";
const pattern = /<!-- bench:game-grid:start -->[\s\S]*<!-- bench:game-grid:end -->/;
text = pattern.test(text) ? text.replace(pattern, section) : `${text.trimEnd()}\n\n${section}\n`;
writeFileSync(file, text);
execFileSync('pnpm', ['exec', 'prettier', '--write', file], { stdio: 'ignore' });
console.log(section);
