import { DirectionProvider } from '@radix-ui/react-direction';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { describeConformance } from '../test/conformance';
import { Tabs, type TabItem } from './Tabs';

const items: TabItem[] = [
  { value: 'username', label: 'Usuario', content: <p>Formulario de usuario</p> },
  { value: 'mobile', label: 'Móvil', content: <p>Formulario de móvil</p> },
  { value: 'email', label: 'Correo', content: <p>Formulario de correo</p> },
];

describeConformance('Tabs', Tabs, {
  props: { items, label: 'Entrar con' },
  element: HTMLDivElement,
});

describe('Tabs', () => {
  it('selects the first tab by default and shows its panel', async () => {
    const screen = await render(<Tabs items={items} label="Entrar con" />);
    await expect
      .element(screen.getByRole('tab', { name: 'Usuario' }))
      .toHaveAttribute('aria-selected', 'true');
    await expect.element(screen.getByRole('tabpanel')).toHaveTextContent('Formulario de usuario');
    await expect.element(screen.getByRole('tablist', { name: 'Entrar con' })).toBeVisible();
  });

  it('selects defaultValue when it is visible', async () => {
    const screen = await render(<Tabs items={items} label="Entrar con" defaultValue="mobile" />);
    await expect.element(screen.getByRole('tabpanel')).toHaveTextContent('Formulario de móvil');
  });

  it('leaves out a hidden tab entirely, and falls back to the first visible one', async () => {
    const flagged = items.map((item) =>
      item.value === 'mobile' ? { ...item, hidden: true } : item,
    );
    const screen = await render(<Tabs items={flagged} label="Entrar con" defaultValue="mobile" />);
    expect(
      screen
        .getByRole('tab')
        .elements()
        .map((el) => el.textContent),
    ).toEqual(['Usuario', 'Correo']);
    expect(screen.container.textContent).not.toContain('Formulario de móvil');
    await expect.element(screen.getByRole('tabpanel')).toHaveTextContent('Formulario de usuario');
  });

  it('renders nothing when every tab is hidden', async () => {
    const screen = await render(
      <Tabs items={items.map((i) => ({ ...i, hidden: true }))} label="x" />,
    );
    expect(screen.container.childElementCount).toBe(0);
  });

  it('moves between tabs with the arrow keys, Home and End', async () => {
    const onValueChange = vi.fn();
    const screen = await render(
      <Tabs items={items} label="Entrar con" onValueChange={onValueChange} />,
    );
    await screen.getByRole('tab', { name: 'Usuario' }).click();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(screen.getByRole('tab', { name: 'Móvil' })).toHaveFocus();
    await expect
      .element(screen.getByRole('tab', { name: 'Móvil' }))
      .toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect.element(screen.getByRole('tab', { name: 'Correo' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect.element(screen.getByRole('tab', { name: 'Usuario' })).toHaveFocus();
    expect(onValueChange).toHaveBeenCalledWith('mobile');
  });

  it('follows the text direction: in RTL the left arrow goes to the next tab', async () => {
    const screen = await render(
      <DirectionProvider dir="rtl">
        <div dir="rtl">
          <Tabs items={items} label="Entrar con" />
        </div>
      </DirectionProvider>,
    );
    await screen.getByRole('tab', { name: 'Usuario' }).click();
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(screen.getByRole('tab', { name: 'Móvil' })).toHaveFocus();
  });

  it('skips a disabled tab', async () => {
    const withDisabled = items.map((item) =>
      item.value === 'mobile' ? { ...item, disabled: true } : item,
    );
    const screen = await render(<Tabs items={withDisabled} label="Entrar con" />);
    await screen.getByRole('tab', { name: 'Usuario' }).click();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(screen.getByRole('tab', { name: 'Correo' })).toHaveFocus();
  });

  it('can be controlled', async () => {
    const screen = await render(<Tabs items={items} label="Entrar con" value="email" />);
    await expect.element(screen.getByRole('tabpanel')).toHaveTextContent('Formulario de correo');
  });
});
