import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CopyButton } from './CopyButton';

const meta = {
  title: 'Components/CopyButton',
  component: CopyButton,
  args: {
    text: '10293847',
    label: 'Copiar ID de usuario',
    copiedLabel: 'Copiado',
    onCopy: fn(),
    onCopyError: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
  // The stories picture what a copy shows. Whether the browser lets a page write to the clipboard
  // is its own affair (it refuses a page out of focus, which depends on what ran before): here a
  // clipboard that takes the text stands in, as in CopyButton.test, which proves both paths.
  beforeEach: () => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.resolve() },
    });
    return () => {
      delete (navigator as unknown as Record<string, unknown>)['clipboard'];
    };
  },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      ID: 10293847 <CopyButton {...args} />
    </span>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Copiar ID de usuario' })).toBeVisible();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const Playground: Story = { args: { size: 'md' } };

/**
 * After a click the confirmation is shown and announced. The story keeps it
 * for a minute (instead of ~2 s) so that its picture is stable.
 */
export const Copied: Story = {
  args: { duration: 60_000 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copiar ID de usuario' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Copiado'));
    await expect(args.onCopy).toHaveBeenCalledWith('10293847');
    await expect(args.onCopyError).not.toHaveBeenCalled();
  },
};

export const RightToLeft: Story = {
  args: { label: 'نسخ معرّف المستخدم', copiedLabel: 'تم النسخ', duration: 60_000 },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'نسخ معرّف المستخدم' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('تم النسخ'));
  },
};
