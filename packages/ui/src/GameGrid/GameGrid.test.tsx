import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { sampleGames } from '../fixtures/games';
import { describeConformance } from '../test/conformance';
import { GameGrid, LOBBY_PAGE_SIZE, VIRTUALISE_FROM, wholeRows } from './GameGrid';

const games = sampleGames(30).map(({ id, name, vendor }) => ({ id, name, caption: vendor }));

describeConformance('GameGrid', GameGrid, {
  props: { label: 'Juegos', games, loadMoreLabel: 'Ver más' },
  element: HTMLElement,
});

const tiles = () => document.querySelectorAll('li:not([aria-hidden]) [data-part]').length;
const launchButtons = () =>
  Array.from(
    document.querySelectorAll<HTMLButtonElement>(
      'li:not([aria-hidden]) > div > button:first-child',
    ),
  );

describe('GameGrid', () => {
  it('shows one page, then the next page on demand, moving focus to the first new game', async () => {
    await render(
      <GameGrid label="Juegos" games={games} pageSize={LOBBY_PAGE_SIZE} loadMoreLabel="Ver más" />,
    );
    expect(launchButtons()).toHaveLength(12);
    await page.getByRole('button', { name: 'Ver más' }).click();
    expect(launchButtons()).toHaveLength(24);
    await expect.poll(() => document.activeElement).toBe(launchButtons()[12]);
    await page.getByRole('button', { name: 'Ver más' }).click();
    expect(launchButtons()).toHaveLength(30);
    // Everything known is shown and the server has no more: no button.
    await expect.element(page.getByRole('button', { name: 'Ver más' })).not.toBeInTheDocument();
    expect(tiles()).toBeGreaterThan(0);
  });

  it('fills the last row from the games at hand while more follow, and shows all at the end', async () => {
    // 880 px: five columns of tiles (at least 9.5rem each, 0.75rem apart).
    await render(
      <div style={{ inlineSize: 880 }}>
        <GameGrid
          label="Juegos"
          games={games}
          pageSize={LOBBY_PAGE_SIZE}
          loadMoreLabel="Ver más"
          total={games.length}
          countLabel={(shown, total) => `${shown} de ${total ?? '?'}`}
        />
      </div>,
    );
    const columns = () =>
      getComputedStyle(document.querySelector('ul')!).gridTemplateColumns.split(' ').length;
    expect(columns()).toBe(5);
    expect(launchButtons()).toHaveLength(15);
    await expect.element(page.getByRole('status')).toHaveTextContent('15 de 30');
    await page.getByRole('button', { name: 'Ver más' }).click();
    expect(launchButtons()).toHaveLength(25);
    await expect.poll(() => document.activeElement).toBe(launchButtons()[15]);
    await page.getByRole('button', { name: 'Ver más' }).click();
    expect(launchButtons()).toHaveLength(30);
    await expect.element(page.getByRole('button', { name: 'Ver más' })).not.toBeInTheDocument();
  });

  it('cuts back to the last full row when the rest must come from the server', async () => {
    const onLoadMore = vi.fn();
    await render(
      <div style={{ inlineSize: 880 }}>
        <GameGrid
          label="Juegos"
          games={games.slice(0, 12)}
          pageSize={LOBBY_PAGE_SIZE}
          hasMore
          onLoadMore={onLoadMore}
          loadMoreLabel="Ver más"
        />
      </div>,
    );
    expect(launchButtons()).toHaveLength(10);
    await page.getByRole('button', { name: 'Ver más' }).click();
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('keeps focus on the grid when a change of width cuts the focused game off the last row', async () => {
    const grid = (width: number) => (
      <div style={{ inlineSize: width }}>
        <GameGrid
          label="Juegos"
          games={games.slice(0, 12)}
          pageSize={LOBBY_PAGE_SIZE}
          hasMore
          onLoadMore={() => {}}
          loadMoreLabel="Ver más"
        />
      </div>
    );
    // 700 px: four columns, all 12 shown; the player is on the last one.
    const { rerender } = await render(grid(700));
    expect(launchButtons()).toHaveLength(12);
    launchButtons()[11]!.focus();
    // 880 px (a scroll bar gone): five columns, cut back to 10; focus moves to the last shown.
    await rerender(grid(880));
    await expect.poll(() => launchButtons().length).toBe(10);
    await expect.poll(() => document.activeElement).toBe(launchButtons()[9]);
  });

  it('adds no "load more" that would reveal nothing', () => {
    expect(wholeRows(12, 15, 5, true)).toBe(15);
    expect(wholeRows(12, 12, 5, true)).toBe(10);
    expect(wholeRows(4, 4, 5, true)).toBe(4);
    expect(wholeRows(12, 12, 5, false)).toBe(12);
    expect(wholeRows(12, 30, 0, true)).toBe(12);
  });

  it('asks the server for the next page when every known game is shown', async () => {
    const onLoadMore = vi.fn();
    await render(
      <GameGrid
        label="Juegos"
        games={games.slice(0, 24)}
        hasMore
        onLoadMore={onLoadMore}
        loadMoreLabel="Ver más"
      />,
    );
    await page.getByRole('button', { name: 'Ver más' }).click();
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('holds the room of a loading page with placeholders', async () => {
    await render(
      <GameGrid label="Juegos" games={[]} loading pageSize={12} loadMoreLabel="Ver más" />,
    );
    expect(document.querySelectorAll('li[aria-hidden]')).toHaveLength(12);
    expect(document.querySelector('section')?.getAttribute('aria-busy')).toBe('true');
  });

  it('is a tab stop while its first games load, and Tab goes on into them once they come', async () => {
    const grid = (loading: boolean) => (
      <>
        <button type="button">Antes</button>
        <GameGrid
          label="Juegos"
          games={loading ? [] : games.slice(0, 12)}
          loading={loading}
          pageSize={12}
          loadMoreLabel="Ver más"
          countLabel={(shown) => `${shown} juegos`}
        />
      </>
    );
    const screen = await render(grid(true));
    // No "0 juegos" under the placeholders; the live region is there for the count to come.
    expect(page.getByRole('status').element().textContent?.trim()).toBe('');
    page.getByRole('button', { name: 'Antes' }).element().focus();
    // Nothing in the loading grid can take focus: without the stop, Tab would leave the page.
    await userEvent.keyboard('{Tab}');
    const region = page.getByRole('region', { name: 'Juegos' }).element();
    expect(document.activeElement).toBe(region);
    await screen.rerender(grid(false));
    // The games came under the focus, which stays; the grid itself is no longer a stop.
    expect(document.activeElement).toBe(region);
    expect(region.tabIndex).toBe(-1);
    expect(page.getByRole('status').element().textContent).toBe('12 juegos');
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toBe(launchButtons()[0]);
  });

  it('shows the empty state when there is no game', async () => {
    await render(
      <GameGrid
        label="Favoritos"
        games={[]}
        loadMoreLabel="Ver más"
        empty="Aún no tiene favoritos."
      />,
    );
    await expect.element(page.getByText('Aún no tiene favoritos.')).toBeVisible();
    await expect.element(page.getByRole('region', { name: 'Favoritos' })).toBeVisible();
  });

  it('passes launches and favourite changes with the game', async () => {
    const onLaunch = vi.fn();
    const onFavouriteChange = vi.fn();
    await render(
      <GameGrid
        label="Juegos"
        games={games.slice(0, 2)}
        loadMoreLabel="Ver más"
        onLaunch={onLaunch}
        onFavouriteChange={onFavouriteChange}
        favouriteLabel="Favorito"
      />,
    );
    await page.getByRole('button', { name: `${games[1]!.name}, ${games[1]!.caption}` }).click();
    expect(onLaunch).toHaveBeenCalledWith(games[1]);
    await page.getByRole('button', { name: 'Favorito' }).first().click();
    expect(onFavouriteChange).toHaveBeenCalledWith(games[0], true);
  });

  it('announces how many games are shown', async () => {
    await render(
      <GameGrid
        label="Juegos"
        games={games}
        total={120}
        loadMoreLabel="Ver más"
        countLabel={(shown, total) => `${shown} de ${total} juegos`}
      />,
    );
    await expect.element(page.getByRole('status')).toHaveTextContent('24 de 120 juegos');
  });
  it('keeps two columns on the narrowest phones, and fits more where there is room', async () => {
    const columns = () =>
      new Set(launchButtons().map((b) => Math.round(b.getBoundingClientRect().left))).size;
    const { rerender } = await render(
      <div style={{ width: 288 }}>
        <GameGrid label="Juegos" games={games} pageSize={LOBBY_PAGE_SIZE} loadMoreLabel="Ver más" />
      </div>,
    );
    // 320 px wide, less the page's padding: two tiles narrower than the usual minimum.
    expect(columns()).toBe(2);
    await rerender(
      <div style={{ width: 960 }}>
        <GameGrid label="Juegos" games={games} pageSize={LOBBY_PAGE_SIZE} loadMoreLabel="Ver más" />
      </div>,
    );
    expect(columns()).toBeGreaterThan(4);
  });
});

describe('GameGrid with many games shown', () => {
  const many = sampleGames(600).map(({ id, name, vendor }) => ({ id, name, caption: vendor }));
  const drawn = () => Array.from(document.querySelectorAll<HTMLLIElement>('li[data-index]'));
  const place = (element: Element | null | undefined) =>
    element?.closest('li')?.getAttribute('aria-posinset');

  it('draws only the rows near the viewport, each tile saying its place among all shown', async () => {
    await render(<GameGrid label="Juegos" games={many} pageSize={600} loadMoreLabel="Ver más" />);
    await expect.poll(() => drawn().length).toBeGreaterThan(0);
    expect(drawn().length).toBeLessThan(120);
    expect(drawn()[0]).toHaveAttribute('aria-setsize', '600');
    expect(drawn()[0]).toHaveAttribute('aria-posinset', '1');
    // The list keeps the height of every row: the page scrolls as far as with all of them drawn.
    const list = document.querySelector('ul')!;
    const columns = getComputedStyle(list).gridTemplateColumns.split(' ').length;
    const tile = drawn()[0]!.getBoundingClientRect().height;
    expect(list.getBoundingClientRect().height).toBeGreaterThan((600 / columns) * tile);

    window.scrollTo(0, document.documentElement.scrollHeight);
    await expect.poll(() => place(drawn().at(-1))).toBe('600');
    // The last game sits at the end of the list, in view.
    const last = drawn().at(-1)!.getBoundingClientRect();
    expect(last.bottom).toBeLessThanOrEqual(list.getBoundingClientRect().bottom + 1);
    expect(last.bottom).toBeLessThanOrEqual(window.innerHeight + 1);
    expect(drawn().length).toBeLessThan(120);
    window.scrollTo(0, 0);
  });

  it('goes on with Tab from the last tile drawn to the next game, and back with Shift+Tab', async () => {
    await render(<GameGrid label="Juegos" games={many} pageSize={600} loadMoreLabel="Ver más" />);
    await expect.poll(() => drawn().length).toBeGreaterThan(0);
    const last = drawn().at(-1)!;
    const index = Number(last.getAttribute('aria-posinset'));
    expect(index).toBeLessThan(600);
    last.querySelector('button')!.focus();
    await userEvent.keyboard('{Tab}');
    await expect.poll(() => place(document.activeElement)).toBe(String(index + 1));
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect.poll(() => place(document.activeElement)).toBe(String(index));

    // From the first tile drawn once scrolled down, Shift+Tab reaches the game before it.
    window.scrollTo(0, document.documentElement.scrollHeight / 2);
    await expect.poll(() => Number(place(drawn()[0]))).toBeGreaterThan(1);
    const first = drawn()[0]!;
    const firstIndex = Number(first.getAttribute('aria-posinset'));
    first.querySelector('button')!.focus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect.poll(() => place(document.activeElement)).toBe(String(firstIndex - 1));
    window.scrollTo(0, 0);
  });

  it('keeps the focused tile in the page while its row is scrolled far away', async () => {
    await render(<GameGrid label="Juegos" games={many} pageSize={600} loadMoreLabel="Ver más" />);
    await expect.poll(() => drawn().length).toBeGreaterThan(0);
    const button = drawn()[0]!.querySelector('button')!;
    button.focus();
    window.scrollTo(0, document.documentElement.scrollHeight);
    await expect.poll(() => place(drawn().at(-1))).toBe('600');
    expect(button.isConnected).toBe(true);
    expect(document.activeElement).toBe(button);
    // Out of the layout: the rows drawn around the viewport are where they belong.
    expect(drawn()[0]!.hasAttribute('data-kept')).toBe(true);
    window.scrollTo(0, 0);
  });

  it('draws the rows a fling brings as placeholders, and as tiles once it stops', async () => {
    await render(<GameGrid label="Juegos" games={many} pageSize={600} loadMoreLabel="Ver más" />);
    await expect.poll(() => drawn().length).toBeGreaterThan(0);
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const passing = () => drawn().filter((li) => li.hasAttribute('data-passing'));
    // Read: 40 px a frame, every row a tile.
    for (let y = 40; y <= 800; y += 40) {
      window.scrollTo(0, y);
      await frame();
      expect(passing()).toEqual([]);
    }
    // Flung: 600 px a frame (36,000 px a second).
    let seen = 0;
    for (let y = 1400; y <= 9800; y += 600) {
      window.scrollTo(0, y);
      await frame();
      seen = Math.max(seen, passing().length);
    }
    expect(seen).toBeGreaterThan(0);
    // A placeholder keeps its place among the games, and has nothing to press.
    const placeholder = passing()[0]!;
    expect(placeholder.getAttribute('aria-posinset')).toBe(
      String(Number(placeholder.dataset['index']) + 1),
    );
    expect(placeholder.querySelector('button')).toBeNull();
    await expect.poll(() => passing().length).toBe(0);
    expect(drawn().every((li) => li.querySelector('button') !== null)).toBe(true);
    window.scrollTo(0, 0);
  });

  it('moves focus to the first new game when a reveal passes the games drawn in full', async () => {
    await render(
      <GameGrid label="Juegos" games={many.slice(0, 200)} pageSize={24} loadMoreLabel="Ver más" />,
    );
    // Every tile drawn up to the threshold; the reveal that passes it focuses the first new game.
    let before = 0;
    while (!drawn()[0]?.hasAttribute('aria-setsize')) {
      before = drawn().length;
      expect(before).toBeLessThanOrEqual(VIRTUALISE_FROM);
      await page.getByRole('button', { name: 'Ver más' }).click();
      await expect
        .poll(() => document.activeElement?.closest('li')?.getAttribute('data-index'))
        .toBe(String(before));
    }
    expect(before).toBeGreaterThan(VIRTUALISE_FROM - 24);
    await expect.poll(() => place(document.activeElement)).toBe(String(before + 1));
    expect(drawn().length).toBeLessThan(Number(drawn()[0]!.getAttribute('aria-setsize')));
    window.scrollTo(0, 0);
  });
});
