import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs, type TabItem } from './Tabs';

const items: TabItem[] = [
  { value: 'username', label: 'Usuario', content: <p>Inicie sesión con su nombre de usuario.</p> },
  {
    value: 'mobile',
    label: 'Número de móvil',
    content: <p>Inicie sesión con un código enviado a su móvil.</p>,
  },
];

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { items, label: 'Iniciar sesión con', onValueChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Usuario' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('nombre de usuario');
  },
};

export const Playground: Story = { args: { stretch: true, defaultValue: 'mobile' } };

/** The operator's flag for mobile login is off: the tab is not rendered at all. */
export const HiddenTab: Story = {
  args: {
    items: items.map((item) => (item.value === 'mobile' ? { ...item, hidden: true } : item)),
    defaultValue: 'mobile',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab')).toHaveLength(1);
    await expect(canvas.queryByRole('tab', { name: 'Número de móvil' })).toBeNull();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('nombre de usuario');
  },
};

/** Forgot password: the mobile tab, when allowed, is the default (spec 2.2). */
export const DefaultTab: Story = {
  args: {
    label: 'Recuperar contraseña por',
    items: [
      { value: 'email', label: 'Correo', content: <p>Le enviaremos un enlace a su correo.</p> },
      { value: 'mobile', label: 'Móvil', content: <p>Le enviaremos un código a su móvil.</p> },
    ],
    defaultValue: 'mobile',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'Móvil' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const DisabledTab: Story = {
  args: {
    items: [...items, { value: 'social', label: 'Redes sociales', content: null, disabled: true }],
  },
};

export const Stretched: Story = { args: { stretch: true } };

/** Arrow keys move between tabs and select them; Home and End jump. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Usuario' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Número de móvil' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('mobile');
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Usuario' })).toHaveFocus();
  },
};

export const RightToLeft: Story = {
  args: {
    label: 'تسجيل الدخول باستخدام',
    items: [
      { value: 'username', label: 'اسم المستخدم', content: <p>سجّل الدخول باسم المستخدم.</p> },
      { value: 'mobile', label: 'رقم الجوال', content: <p>سجّل الدخول برمز يُرسل إلى جوالك.</p> },
    ],
  },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'اسم المستخدم' }));
    // In right-to-left text the next tab is to the left.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'رقم الجوال' })).toHaveFocus();
  },
};
