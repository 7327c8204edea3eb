// pnpm bench:ui — runs the UI benchmarks in Chromium and writes their figures
// into docs/benchmarks.md (between markers, so other sections stay as they are).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';

// --report-only rewrites the section from the last run's figures.
if (!process.argv.includes('--report-only')) {
  execFileSync('pnpm', ['exec', 'vitest', 'run', '--config', 'vitest.bench.config.ts'], {
    stdio: 'inherit',
  });
}
const r = JSON.parse(readFileSync('packages/ui/bench/game-grid.result.json', 'utf8'));
const chromium = /Chrome\/([\d.]+)/.exec(r.userAgent)?.[1] ?? 'unknown';
const row = (name, s) =>
  `| ${name} | ${s.showAllMs} | ${s.scrollFrameP50Ms} | ${s.scrollFrameP95Ms} | ${s.scrollWorstFrameMs} | ${s.longFramesOver50Ms} | ${s.settleMs ?? '–'} / ${s.settleFrameMs ?? '–'} | ${s.readingFrameP50Ms} | ${s.readingFrameP95Ms} |`;
const section = `<!-- bench:game-grid:start -->
## GameGrid with ${r.games} games (\`pnpm bench:ui\`)

Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores (${cpus()[0]?.model.trim()}), ${Math.round(totalmem() / 2 ** 30)} GiB, load average ${loadavg()[0].toFixed(1)} at the start, Node ${process.versions.node}, headless Chromium ${chromium}; median of ${r.runs} runs. All ${r.games} games shown at once, then flung top to bottom in 120 steps, one step a frame (a frame is at least 16.7 ms: the display's 60 Hz); then, from the top again, read down at 40 px a frame (2,400 px a second) for 150 frames. On an empty page this browser gives frames of ${r.idleFrameP50Ms} ms at the median and ${r.idleFrameP95Ms} ms at p95: no scroll frame can be shorter than that floor.

| grid | show all (ms) | fling frame p50 (ms) | p95 (ms) | worst (ms) | frames over 50 ms | after the fling: tiles drawn in (ms) / longest frame (ms) | reading frame p50 (ms) | p95 (ms) |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${row('as shipped (beyond 96 games, only the rows near the viewport drawn)', r.asShipped)}
${row('every tile drawn (`virtualiseFrom={Infinity}`, the grid before)', r.everyTile)}
${row('as shipped, the tiles without their artwork', r.withoutArtwork)}

Revealing one more page of 24, as shipped: ${r.revealOnePageAt24Ms} ms when 24 games are shown, ${r.revealOnePageAt960Ms} ms when 960 are (the main thread's time from the click to the new tiles rendered, focus on the first of them and the page laid out again, with the button in view as a player has it; paint not included).

Beyond 96 games shown the grid draws only the rows near the viewport, three rows of overscan on each side, the others held by padding of their height (\`packages/ui/src/GameGrid/VirtualGridList.tsx\`, @tanstack/react-virtual over the window's scroll, ADR 0030); below that every tile is in the page, as a lobby's first pages are. React runs its production build here (\`vitest.bench.config.ts\`), as players get it. A step of the fling moves the page by a 120th of the whole list (about 530 px at 2,000 games on 7 columns, 32,000 px a second), so each frame brings two or three new rows, about 17 tiles. Faster than 6,000 px a second, the rows that come into view are drawn as placeholders (a tile's skeleton), and become tiles once the page slows or stops (ADR 0035): the fling's frames measure those, and "after the fling" the time from its last frame until every row in view is a tile again (the scroll's end is known 150 ms after its last movement) and the longest frame meanwhile. The reading scroll stays below that speed and draws tiles all along. The icons of the tiles draw from the sprite's copy inside the page (\`packages/ui/src/Icon/sprite.ts\`): pointing each \`<use>\` into the sprite's file cost each icon a request of the page's loader, a third of every frame. An earlier run tried \`content-visibility: auto\` on the tiles instead: it saved 300 ms once and made every scroll frame longer.
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
