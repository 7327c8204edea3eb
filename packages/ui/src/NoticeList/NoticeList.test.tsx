import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { describeConformance } from '../test/conformance';
import { NoticeList, type Notice } from './NoticeList';

const notices: Notice[] = Array.from({ length: 20 }, (_, i) => ({
  id: `n${i + 1}`,
  title: `Aviso ${i + 1}`,
  content: `Contenido ${i + 1}`,
  date: `2025-03-${String(i + 1).padStart(2, '0')}`,
}));

const props = {
  notices,
  onOpen: () => {},
  label: 'Avisos',
  previousLabel: 'Anterior',
  nextLabel: 'Siguiente',
  emptyTitle: 'No hay avisos',
};

describeConformance('NoticeList', NoticeList, { props, element: HTMLElement });

const titlesShown = () =>
  Array.from(document.querySelectorAll('li button span:first-child')).map((el) => el.textContent);

describe('NoticeList', () => {
  it('is a named navigation with 9 notices a page (spec 9)', async () => {
    await render(<NoticeList {...props} />);
    await expect.element(page.getByRole('navigation', { name: 'Avisos' })).toBeVisible();
    expect(titlesShown()).toEqual(notices.slice(0, 9).map((n) => n.title));
    await expect.element(page.getByText('1 / 3')).toBeVisible();
  });

  it('pages forwards and back, keeping focus on the button at either end', async () => {
    const onPageChange = vi.fn();
    await render(<NoticeList {...props} onPageChange={onPageChange} />);
    const previous = page.getByRole('button', { name: 'Anterior' });
    const next = page.getByRole('button', { name: 'Siguiente' });
    await expect.element(previous).toHaveAttribute('aria-disabled', 'true');
    await next.click();
    await next.click();
    expect(titlesShown()).toEqual(['Aviso 19', 'Aviso 20']);
    await expect.element(page.getByText('3 / 3')).toBeVisible();
    await expect.element(next).toHaveAttribute('aria-disabled', 'true');
    // Playwright treats aria-disabled as disabled: force the click a player could still make.
    await next.click({ force: true });
    await expect.element(next).toHaveFocus();
    expect(onPageChange.mock.calls).toEqual([[2], [3]]);
    await previous.click();
    expect(titlesShown()[0]).toBe('Aviso 10');
  });

  it('opens a notice with a click or the keyboard', async () => {
    const onOpen = vi.fn();
    await render(<NoticeList {...props} onOpen={onOpen} />);
    await page.getByRole('button', { name: /Aviso 3\b/ }).click();
    expect(onOpen).toHaveBeenLastCalledWith(notices[2]);
    (page.getByRole('button', { name: /Aviso 4\b/ }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith(notices[3]);
  });

  it('shows the position politely, in the caller’s words', async () => {
    await render(<NoticeList {...props} formatPosition={(p, n) => `Página ${p} de ${n}`} />);
    await expect.element(page.getByText('Página 1 de 3')).toHaveAttribute('aria-live', 'polite');
  });

  it('follows a controlled page and clamps it to the pages there are', async () => {
    const screen = await render(<NoticeList {...props} page={3} />);
    expect(titlesShown()).toEqual(['Aviso 19', 'Aviso 20']);
    await screen.rerender(<NoticeList {...props} page={7} />);
    await expect.element(page.getByText('3 / 3')).toBeVisible();
  });

  it('has no paging for one page, and an empty state for no notices', async () => {
    const screen = await render(<NoticeList {...props} notices={notices.slice(0, 9)} />);
    expect(page.getByRole('button', { name: 'Siguiente' }).query()).toBeNull();
    await screen.rerender(<NoticeList {...props} notices={[]} />);
    await expect.element(page.getByText('No hay avisos')).toBeVisible();
    expect(page.getByRole('list').query()).toBeNull();
  });
});
