/**
 * How the lobby grid behaves with 2,000 games: the time to show them and the
 * frame times while scrolling through all of them, as shipped and with
 * `content-visibility: auto` on the tiles (which the grid no longer sets),
 * and the cost of revealing one more page.
 * Run with `pnpm bench:ui`; the figures go to docs/benchmarks.md.
 */
import { expect, test } from 'vitest';
import { commands } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { GameGrid } from '../src/GameGrid';
import { sampleGames } from '../src/fixtures/games';

const GAMES = 2000;
const RUNS = 3;
const games = sampleGames(GAMES).map(({ id, name, vendor, imageUrl }) => ({
  id,
  name,
  caption: vendor,
  imageUrl,
}));

const frame = () => new Promise<number>((resolve) => requestAnimationFrame((t) => resolve(t)));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

async function showAll(contentVisibility: boolean) {
  const style = document.createElement('style');
  if (contentVisibility)
    style.textContent = 'li { content-visibility: auto; contain-intrinsic-size: auto 13rem; }';
  document.head.append(style);
  const started = performance.now();
  const screen = await render(
    <GameGrid
      label="Juegos"
      games={games}
      pageSize={GAMES}
      loadMoreLabel="Ver más"
      onFavouriteChange={() => {}}
      favouriteLabel="Favorito"
    />,
  );
  await frame();
  await frame();
  const shown = performance.now() - started;
  expect(screen.container.querySelectorAll('li')).toHaveLength(GAMES);

  // Scroll through the whole grid, one step a frame, timing each frame.
  const height = document.documentElement.scrollHeight;
  const steps = 120;
  const frames: number[] = [];
  let last = await frame();
  for (let i = 1; i <= steps; i += 1) {
    window.scrollTo(0, (height * i) / steps);
    const now = await frame();
    frames.push(now - last);
    last = now;
  }
  window.scrollTo(0, 0);
  await screen.unmount();
  style.remove();
  return {
    shown,
    p50: percentile(frames, 50),
    p95: percentile(frames, 95),
    worst: Math.max(...frames),
    long: frames.filter((f) => f > 50).length,
  };
}

async function revealPage() {
  const screen = await render(
    <GameGrid label="Juegos" games={games.slice(0, 1000)} pageSize={24} loadMoreLabel="Ver más" />,
  );
  // Reveal pages until ~960 games are shown, timing the last reveal.
  const button = () =>
    screen.container.querySelector<HTMLButtonElement>('button[data-variant="secondary"]')!;
  for (let i = 0; i < 38; i += 1) {
    button().click();
    await frame();
  }
  const started = performance.now();
  button().click();
  await frame();
  await frame();
  const reveal = performance.now() - started;
  await screen.unmount();
  return reveal;
}

test('2,000 games in the grid', async () => {
  const withCv: Awaited<ReturnType<typeof showAll>>[] = [];
  const withoutCv: Awaited<ReturnType<typeof showAll>>[] = [];
  const reveals: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    // Alternate the order so neither variant always pays the first image decodes.
    if (run % 2 === 0) {
      withCv.push(await showAll(true));
      withoutCv.push(await showAll(false));
    } else {
      withoutCv.push(await showAll(false));
      withCv.push(await showAll(true));
    }
    reveals.push(await revealPage());
  }
  const summarise = (rs: typeof withCv) => ({
    showAllMs: Math.round(median(rs.map((r) => r.shown))),
    scrollFrameP50Ms: Math.round(median(rs.map((r) => r.p50)) * 10) / 10,
    scrollFrameP95Ms: Math.round(median(rs.map((r) => r.p95)) * 10) / 10,
    scrollWorstFrameMs: Math.round(median(rs.map((r) => r.worst))),
    longFramesOver50Ms: median(rs.map((r) => r.long)),
  });
  const result = {
    games: GAMES,
    runs: RUNS,
    asShipped: summarise(withoutCv),
    contentVisibilityAuto: summarise(withCv),
    revealOnePageAt960Ms: Math.round(median(reveals) * 10) / 10,
    userAgent: navigator.userAgent,
  };
  // Paths are relative to the project root.
  await commands.writeFile(
    'packages/ui/bench/game-grid.result.json',
    JSON.stringify(result, null, 2),
  );
});
