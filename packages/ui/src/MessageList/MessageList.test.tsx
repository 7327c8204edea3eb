import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { describeConformance } from '../test/conformance';
import { MessageList, type MessageListItem } from './MessageList';

const messages: MessageListItem[] = [
  { id: 2, title: 'Retiro aprobado', content: 'Línea uno\nLínea dos', date: 'hoy', unread: true },
  { id: 1, title: 'Bienvenido', content: 'Hola', date: 'ayer', unread: false },
];

const base = {
  messages,
  openId: null,
  onOpenChange: () => {},
  unreadLabel: 'Nuevo',
  emptyTitle: 'No tiene mensajes',
};

describeConformance('MessageList', MessageList, {
  props: base,
  element: HTMLDivElement,
  ownClass: false,
});

describe('MessageList', () => {
  it('names each row by its title, its unread mark and its date, and hides the text until opened', async () => {
    const screen = await render(<MessageList {...base} />);
    const unread = screen.getByRole('button', { name: 'Retiro aprobado Nuevo hoy' });
    await expect.element(unread).toHaveAttribute('aria-expanded', 'false');
    await expect.element(screen.getByRole('button', { name: 'Bienvenido ayer' })).toBeVisible();
    await expect.element(screen.getByText('Línea uno', { exact: false })).not.toBeVisible();
    // Each row is a heading, so the inbox can be walked by headings.
    expect(screen.container.querySelectorAll('h3 > button')).toHaveLength(2);
  });

  it('shows the open message in the panel its button controls, line breaks kept', async () => {
    const screen = await render(<MessageList {...base} openId={2} />);
    const button = screen.getByRole('button', { name: /Retiro aprobado/ });
    await expect.element(button).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(button.element().getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(false);
    expect(panel.textContent).toBe('Línea uno\nLínea dos');
    expect(getComputedStyle(panel).whiteSpace).toBe('pre-line');
  });

  it('asks to open a closed message and to close an open one', async () => {
    const onOpenChange = vi.fn();
    const screen = await render(<MessageList {...base} openId={1} onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Retiro aprobado/ }));
    await userEvent.click(screen.getByRole('button', { name: /Bienvenido/ }));
    expect(onOpenChange.mock.calls).toEqual([
      [2, true],
      [1, false],
    ]);
  });

  it('shows the empty state when there is no message, and placeholders while loading', async () => {
    const empty = await render(<MessageList {...base} messages={[]} />);
    await expect.element(empty.getByRole('heading', { name: 'No tiene mensajes' })).toBeVisible();
    empty.unmount();
    const loading = await render(<MessageList {...base} loading />);
    expect(loading.container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(loading.container.querySelectorAll('button')).toHaveLength(0);
  });
});
