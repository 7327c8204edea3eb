import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { describeConformance } from '../test/conformance';
import { VendorList } from './VendorList';

const vendors = [
  { code: 'PG', name: 'PG Soft', gameCount: 120 },
  { code: 'JDB', name: 'JDB', gameCount: 80 },
  { code: 'CQ9', name: 'CQ9' },
];

describeConformance('VendorList', VendorList, {
  props: { label: 'Proveedores', vendors, onSelect: () => {} },
  element: HTMLDivElement,
});

describe('VendorList', () => {
  it('marks the selected vendor and reports a click', async () => {
    const onSelect = vi.fn();
    await render(
      <VendorList label="Proveedores" vendors={vendors} selected="JDB" onSelect={onSelect} />,
    );
    await expect
      .element(page.getByRole('tab', { name: 'JDB 80' }))
      .toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'CQ9' }).click();
    expect(onSelect).toHaveBeenCalledWith(vendors[2]);
  });

  it('moves with the arrow keys', async () => {
    const onSelect = vi.fn();
    await render(
      <VendorList label="Proveedores" vendors={vendors} selected="PG" onSelect={onSelect} />,
    );
    await userEvent.keyboard('{Tab}{ArrowRight}');
    expect(onSelect).toHaveBeenCalledWith(vendors[1]);
    await expect.element(page.getByRole('tab', { name: 'JDB 80' })).toHaveFocus();
  });

  it('without a selection, the first vendor takes Tab', async () => {
    await render(<VendorList label="Proveedores" vendors={vendors} onSelect={() => {}} />);
    const tabbable = page
      .getByRole('tab')
      .elements()
      .filter((el) => (el as HTMLElement).tabIndex === 0);
    expect(tabbable.map((el) => el.textContent)).toEqual(['PG Soft120']);
  });

  it('scrolls sideways when narrow instead of wrapping', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ code: `V${i}`, name: `Proveedor ${i}` }));
    const screen = await render(
      <div style={{ width: 360 }}>
        <VendorList label="Proveedores" vendors={many} onSelect={() => {}} />
      </div>,
    );
    const list = screen.container.querySelector<HTMLElement>('[role="tablist"]')!;
    expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    expect(list.clientHeight).toBeLessThan(80);
  });
});
