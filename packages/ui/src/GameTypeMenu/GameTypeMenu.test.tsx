import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { lobbyMenuLabelsEs } from '../fixtures/lobbyMenu';
import { describeConformance } from '../test/conformance';
import { GameTypeMenu } from './GameTypeMenu';
import { LOBBY_MENU_ITEMS, type LobbyMenuKey } from './lobbyMenu';

const items = LOBBY_MENU_ITEMS.map((key) => ({ key, label: lobbyMenuLabelsEs[key]! }));

function Controlled({ onSelect }: { onSelect?: (key: LobbyMenuKey) => void }) {
  const [selected, setSelected] = useState<LobbyMenuKey>('HOME');
  return (
    <GameTypeMenu
      label="Categorías"
      items={items}
      selected={selected}
      onSelect={(key) => {
        setSelected(key);
        onSelect?.(key);
      }}
    />
  );
}

describeConformance('GameTypeMenu', GameTypeMenu, {
  props: { label: 'Categorías', items, selected: 'HOME', onSelect: () => {} },
  element: HTMLDivElement,
});

describe('GameTypeMenu', () => {
  it('lists the twelve categories of the lobby with the selected one marked', async () => {
    await render(<Controlled />);
    expect(page.getByRole('tab').elements()).toHaveLength(12);
    await expect
      .element(page.getByRole('tab', { name: 'Inicio' }))
      .toHaveAttribute('aria-selected', 'true');
    expect(
      page
        .getByRole('tab')
        .elements()
        .map((el) => el.getAttribute('data-key')),
    ).toEqual([...LOBBY_MENU_ITEMS]);
  });

  it('selects on click', async () => {
    const onSelect = vi.fn();
    await render(<Controlled onSelect={onSelect} />);
    await page.getByRole('tab', { name: 'Pesca' }).click();
    expect(onSelect).toHaveBeenCalledWith('FISH');
    await expect
      .element(page.getByRole('tab', { name: 'Pesca' }))
      .toHaveAttribute('aria-selected', 'true');
  });

  it('moves with the arrow keys, wraps, and jumps with Home and End; only the selected one is tabbable', async () => {
    await render(<Controlled />);
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('tab', { name: 'Inicio' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(page.getByRole('tab', { name: 'Favoritos' })).toHaveFocus();
    await expect
      .element(page.getByRole('tab', { name: 'Favoritos' }))
      .toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect.element(page.getByRole('tab', { name: 'Recientes' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(page.getByRole('tab', { name: 'Inicio' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(page.getByRole('tab', { name: 'Recientes' })).toHaveFocus();
    const tabbable = page
      .getByRole('tab')
      .elements()
      .filter((el) => (el as HTMLElement).tabIndex === 0);
    expect(tabbable).toHaveLength(1);
  });

  it('follows the text direction right to left', async () => {
    await render(
      <div dir="rtl">
        <Controlled />
      </div>,
    );
    await page.getByRole('tab', { name: 'Inicio' }).click();
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(page.getByRole('tab', { name: 'Favoritos' })).toHaveFocus();
  });

  it.each(['ltr', 'rtl'] as const)('fades the edge that has more to scroll to, %s', async (dir) => {
    await render(
      <div dir={dir} style={{ width: 320 }}>
        <Controlled />
      </div>,
    );
    const row = page.getByRole('tablist', { name: 'Categorías' }).element() as HTMLElement;
    await expect.poll(() => row.dataset['moreEnd']).toBe('true');
    expect(row.dataset['moreStart']).toBeUndefined();
    expect(getComputedStyle(row).maskImage).toContain('gradient');
    // Scrolled to the far end (negative right to left): more only behind.
    row.scrollLeft = (dir === 'rtl' ? -1 : 1) * row.scrollWidth;
    await expect.poll(() => row.dataset['moreStart']).toBe('true');
    expect(row.dataset['moreEnd']).toBeUndefined();
  });

  it('fades nothing when every category fits', async () => {
    await render(
      <div style={{ width: 2000 }}>
        <Controlled />
      </div>,
    );
    const row = page.getByRole('tablist', { name: 'Categorías' }).element() as HTMLElement;
    expect(row.dataset['moreEnd']).toBeUndefined();
    expect(row.dataset['moreStart']).toBeUndefined();
    expect(getComputedStyle(row).maskImage).toBe('none');
  });
});
