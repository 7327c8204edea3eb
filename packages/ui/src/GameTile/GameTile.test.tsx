import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { describeConformance } from '../test/conformance';
import { FAVOURITE_THROTTLE_MS, GameTile } from './GameTile';

const broken = 'data:image/png;base64,broken';
const pixel =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="teal"/></svg>',
  );

describeConformance('GameTile', GameTile, {
  props: { name: 'Fortuna Dorada' },
  element: HTMLDivElement,
});

describe('GameTile', () => {
  it('launches the game from a button named after it', async () => {
    const onLaunch = vi.fn();
    const screen = await render(
      <GameTile name="Fortuna Dorada" caption="PG" onLaunch={onLaunch} />,
    );
    await screen.getByRole('button', { name: 'Fortuna Dorada, PG' }).click();
    expect(onLaunch).toHaveBeenCalledTimes(1);
  });

  it('has its tag read with the button, after the name', async () => {
    const screen = await render(<GameTile name="Fortuna Dorada" caption="PG" badge="Nuevo" />);
    await expect
      .element(screen.getByRole('button', { name: 'Fortuna Dorada, PG' }))
      .toHaveAccessibleDescription('Nuevo');
  });

  it('cuts a long name at its end in a right-to-left page, aligned along the page', async () => {
    const long = 'Tragamonedas Río Secreto de Oro';
    const screen = await render(
      <div dir="rtl" style={{ display: 'flex', gap: 8 }}>
        <div style={{ width: 120 }}>
          <GameTile name={long} />
        </div>
        <div style={{ width: 200 }}>
          <GameTile name="Oro" />
        </div>
      </div>,
    );
    // Its own direction, so the ellipsis takes the end of the name, not its start.
    expect(getComputedStyle(screen.getByText(long).element()).direction).toBe('ltr');
    // Yet on the tile's side: a short name sits on the right, as the page reads.
    const short = screen.getByText('Oro', { exact: true }).element();
    const range = document.createRange();
    range.selectNodeContents(short);
    const text = range.getBoundingClientRect();
    const box = short.getBoundingClientRect();
    expect(text.left - box.left).toBeGreaterThan(box.right - text.right);
  });

  it('shows the initials when the image fails to load', async () => {
    const screen = await render(<GameTile name="Dragón de Oro" imageUrl={broken} />);
    await expect
      .poll(() => screen.container.querySelector('[data-part="fallback"]')?.textContent)
      .toBe('DD');
    expect(screen.container.querySelector('img')).toBeNull();
  });

  it('loads its image lazily unless eager, with a fixed square box (no layout shift)', async () => {
    const screen = await render(
      <div style={{ width: 200 }}>
        <GameTile name="A" imageUrl={pixel} />
        <GameTile name="B" imageUrl={pixel} eager />
      </div>,
    );
    const [lazy, eager] = Array.from(screen.container.querySelectorAll('img'));
    expect(lazy?.getAttribute('loading')).toBe('lazy');
    expect(eager?.getAttribute('loading')).toBe('eager');
    const box = lazy!.parentElement!.getBoundingClientRect();
    expect(box.width).toBe(200);
    expect(box.height).toBe(200);
  });

  describe('favourite toggle', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('is a named toggle with aria-pressed', async () => {
      const screen = await render(
        <GameTile
          name="Fortuna"
          favourite
          onFavouriteChange={() => {}}
          favouriteLabel="Favorito"
        />,
      );
      await expect
        .element(screen.getByRole('button', { name: 'Favorito' }))
        .toHaveAttribute('aria-pressed', 'true');
    });

    it('ignores repeated toggles within 1000 ms', async () => {
      const onFavouriteChange = vi.fn();
      const screen = await render(
        <GameTile name="Fortuna" onFavouriteChange={onFavouriteChange} favouriteLabel="Favorito" />,
      );
      const toggle = screen
        .getByRole('button', { name: 'Favorito' })
        .element() as HTMLButtonElement;
      toggle.click();
      toggle.click();
      vi.advanceTimersByTime(FAVOURITE_THROTTLE_MS - 1);
      toggle.click();
      expect(onFavouriteChange).toHaveBeenCalledTimes(1);
      expect(onFavouriteChange).toHaveBeenLastCalledWith(true);
      vi.advanceTimersByTime(1);
      toggle.click();
      expect(onFavouriteChange).toHaveBeenCalledTimes(2);
    });
  });

  it('shows a busy placeholder while loading', async () => {
    const screen = await render(<GameTile name="x" loading />);
    expect(screen.container.firstElementChild?.getAttribute('aria-busy')).toBe('true');
    expect(screen.container.querySelector('button')).toBeNull();
  });
});
