/**
 * How the lobby grid behaves with 2,000 games: the time to show them and the
 * frame times while scrolling through all of them, as shipped (only the rows
 * near the viewport drawn) and with every tile drawn (`virtualiseFrom` at
 * Infinity, the grid before), and the cost of revealing one more page when
 * 24 and when 960 games are shown.
 * Run with `pnpm bench:ui`; the figures go to docs/benchmarks.md.
 */
import { expect, test } from 'vitest';
import { commands } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { GameGrid } from '../src/GameGrid';
import { sampleGames } from '../src/fixtures/games';

const GAMES = 2000;
const RUNS = 3;
/** A reading scroll: 40 px a frame, 2,400 px a second, over 150 frames (6,000 px, 25 rows). */
const READING_STEP = 40;
const READING_STEPS = 150;
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

/** The same games without artwork: what the tiles cost apart from drawing their pictures. */
const plainGames = games.map(({ imageUrl: _, ...game }) => game);

async function showAll(everyTile: boolean, artwork = true) {
  const started = performance.now();
  const screen = await render(
    <GameGrid
      label="Juegos"
      games={artwork ? games : plainGames}
      pageSize={GAMES}
      loadMoreLabel="Ver más"
      onFavouriteChange={() => {}}
      favouriteLabel="Favorito"
      {...(everyTile ? { virtualiseFrom: Infinity } : {})}
    />,
  );
  // Until the tiles are in the page (a task of React's own), then the frame that paints them.
  while (!screen.container.querySelector('li')) await frame();
  await frame();
  const shown = performance.now() - started;
  const drawn = screen.container.querySelectorAll('li').length;
  if (everyTile) expect(drawn).toBe(GAMES);
  else expect(drawn).toBeLessThan(GAMES / 10);

  // Fling through the whole grid, one step a frame, timing each frame.
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
  // The fling over: until the rows it left as placeholders are tiles, and that frame's length.
  const passing = () => screen.container.querySelector('[data-passing]') !== null;
  let settle = 0;
  let settleFrame = 0;
  while (passing() && settle < 2000) {
    const now = await frame();
    settleFrame = Math.max(settleFrame, now - last);
    settle += now - last;
    last = now;
  }
  if (!everyTile) expect(passing()).toBe(false);
  // The frame that paints the tiles drawn in.
  settleFrame = Math.max(settleFrame, (await frame()) - last);

  // Read through it: from the top, 40 px a frame (2,400 px a second), timing each frame.
  window.scrollTo(0, 0);
  for (let i = 0; i < 20; i += 1) await frame();
  const reading: number[] = [];
  last = await frame();
  for (let i = 1; i <= READING_STEPS; i += 1) {
    window.scrollTo(0, READING_STEP * i);
    const now = await frame();
    reading.push(now - last);
    last = now;
  }
  if (!everyTile) expect(passing()).toBe(false);
  window.scrollTo(0, 0);
  await screen.unmount();
  return {
    shown,
    p50: percentile(frames, 50),
    p95: percentile(frames, 95),
    worst: Math.max(...frames),
    long: frames.filter((f) => f > 50).length,
    settle,
    settleFrame,
    readingP50: percentile(reading, 50),
    readingP95: percentile(reading, 95),
  };
}

/** A task's turn: React's scheduler runs its pending work (passive effects) in such turns. */
const tick = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(0);
  });

/**
 * The main thread's time to reveal one more page of 24 once `pagesBefore` pages are shown, as
 * shipped, with the button scrolled into view as a player has it: from the click to the new
 * tiles rendered, focus on the first of them and the page laid out again (paint not included).
 */
async function revealPage(pagesBefore: number) {
  const screen = await render(
    <GameGrid
      label="Juegos"
      games={games.slice(0, 1000)}
      pageSize={24}
      loadMoreLabel="Ver más"
      countLabel={(shown) => String(shown)}
    />,
  );
  const shown = () => screen.container.querySelector('[role="status"]')?.textContent;
  const button = () =>
    // The grid's own button, under the list ("load more").
    screen.container.querySelector<HTMLButtonElement>('section > ul ~ div button')!;
  // React's production build has no act(): its first render lands in a task of its own.
  while (!button()) await frame();
  for (let i = 1; i < pagesBefore; i += 1) {
    button().click();
    await frame();
  }
  button().scrollIntoView({ block: 'end' });
  await frame();
  await frame();
  const before = shown();
  const started = performance.now();
  button().click();
  await tick();
  await tick();
  void document.documentElement.offsetHeight;
  const reveal = performance.now() - started;
  // The first new game, whole rows kept (so not always a multiple of 24).
  expect(document.activeElement?.closest('li')?.getAttribute('data-index')).toBe(before);
  window.scrollTo(0, 0);
  await screen.unmount();
  return reveal;
}

/** Frame times of an empty page: the floor this browser and machine give any scroll frame. */
async function idleFrames() {
  const frames: number[] = [];
  let last = await frame();
  for (let i = 0; i < 120; i += 1) {
    const now = await frame();
    frames.push(now - last);
    last = now;
  }
  return { p50: percentile(frames, 50), p95: percentile(frames, 95) };
}

test('2,000 games in the grid', async () => {
  const idle = await idleFrames();
  const everyTile: Awaited<ReturnType<typeof showAll>>[] = [];
  const asShipped: Awaited<ReturnType<typeof showAll>>[] = [];
  const withoutArtwork: Awaited<ReturnType<typeof showAll>>[] = [];
  const revealsAt24: number[] = [];
  const revealsAt960: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    // Alternate the order so neither variant always pays the first image decodes.
    if (run % 2 === 0) {
      everyTile.push(await showAll(true));
      asShipped.push(await showAll(false));
    } else {
      asShipped.push(await showAll(false));
      everyTile.push(await showAll(true));
    }
    withoutArtwork.push(await showAll(false, false));
    revealsAt24.push(await revealPage(1));
    revealsAt960.push(await revealPage(40));
  }
  const summarise = (rs: typeof asShipped) => ({
    showAllMs: Math.round(median(rs.map((r) => r.shown))),
    scrollFrameP50Ms: Math.round(median(rs.map((r) => r.p50)) * 10) / 10,
    scrollFrameP95Ms: Math.round(median(rs.map((r) => r.p95)) * 10) / 10,
    scrollWorstFrameMs: Math.round(median(rs.map((r) => r.worst))),
    longFramesOver50Ms: median(rs.map((r) => r.long)),
    settleMs: Math.round(median(rs.map((r) => r.settle))),
    settleFrameMs: Math.round(median(rs.map((r) => r.settleFrame)) * 10) / 10,
    readingFrameP50Ms: Math.round(median(rs.map((r) => r.readingP50)) * 10) / 10,
    readingFrameP95Ms: Math.round(median(rs.map((r) => r.readingP95)) * 10) / 10,
  });
  const result = {
    games: GAMES,
    runs: RUNS,
    asShipped: summarise(asShipped),
    everyTile: summarise(everyTile),
    withoutArtwork: summarise(withoutArtwork),
    idleFrameP50Ms: Math.round(idle.p50 * 10) / 10,
    idleFrameP95Ms: Math.round(idle.p95 * 10) / 10,
    revealOnePageAt24Ms: Math.round(median(revealsAt24) * 10) / 10,
    revealOnePageAt960Ms: Math.round(median(revealsAt960) * 10) / 10,
    userAgent: navigator.userAgent,
  };
  // Paths are relative to the project root.
  await commands.writeFile(
    'packages/ui/bench/game-grid.result.json',
    JSON.stringify(result, null, 2),
  );
});
