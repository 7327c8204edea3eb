import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page as browser } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { describeConformance } from '../test/conformance';
import { Pagination, pageWindow } from './Pagination';

const labels = {
  label: 'Páginas',
  previousLabel: 'Página anterior',
  nextLabel: 'Página siguiente',
  pageLabel: (p: number) => `Página ${p}`,
};

describeConformance('Pagination', Pagination, {
  props: { ...labels, page: 1, pageCount: 5, onPageChange: () => {} },
  element: HTMLElement,
});

describe('pageWindow', () => {
  it('keeps first, last and the neighbours, with gaps for the rest', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, null, 5]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    // A gap of one page shows the page instead of an ellipsis.
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, null, 10]);
    expect(pageWindow(10, 10)).toEqual([1, null, 9, 10]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

function Controlled({ onPageChange }: { onPageChange: (p: number) => void }) {
  const [page, setPage] = useState(1);
  return (
    <Pagination
      {...labels}
      page={page}
      pageCount={12}
      onPageChange={(p) => {
        setPage(p);
        onPageChange(p);
      }}
    />
  );
}

describe('Pagination', () => {
  it('moves between pages and marks the current one', async () => {
    const onPageChange = vi.fn();
    await render(<Controlled onPageChange={onPageChange} />);
    await expect.element(browser.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    await browser.getByRole('button', { name: 'Página siguiente' }).click();
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await expect
      .element(browser.getByRole('button', { name: 'Página 2' }))
      .toHaveAttribute('aria-current', 'page');
    await browser.getByRole('button', { name: 'Página 12' }).click();
    await expect.element(browser.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
  });

  it('renders nothing for a single page', async () => {
    const screen = await render(
      <Pagination {...labels} page={1} pageCount={1} onPageChange={() => {}} />,
    );
    expect(screen.container.childElementCount).toBe(0);
  });
});
