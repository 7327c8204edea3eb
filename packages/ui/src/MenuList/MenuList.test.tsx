import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { describeConformance } from '../test/conformance';
import { MenuList } from './MenuList';

const items = [
  { key: 'securityCenter', label: 'Mi cuenta', icon: 'shield' as const },
  {
    key: 'messageV2',
    label: 'Mensajes',
    icon: 'mail' as const,
    count: 3,
    countLabel: (n: number) => `${n} sin leer`,
  },
  { key: 'rewardCenter', label: 'Recompensas', icon: 'gift' as const, count: 0 },
];

describeConformance('MenuList', MenuList, {
  props: { items, onSelect: () => {} },
  element: HTMLUListElement,
});

describe('MenuList', () => {
  it('marks the current page and opens another', async () => {
    const onSelect = vi.fn();
    await render(<MenuList items={items} selected="securityCenter" onSelect={onSelect} />);
    await expect
      .element(page.getByRole('button', { name: 'Mi cuenta' }))
      .toHaveAttribute('aria-current', 'page');
    await page.getByRole('button', { name: 'Recompensas' }).click();
    expect(onSelect).toHaveBeenCalledWith('rewardCenter');
  });

  it('shows a red count only above zero, with its spoken label', async () => {
    await render(<MenuList items={items} onSelect={() => {}} />);
    await expect.element(page.getByRole('button', { name: 'Mensajes 3 sin leer' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Recompensas' })).toBeVisible();
  });
});
