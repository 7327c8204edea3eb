import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { network, withApp } from '../../stories/AppFrame';
import * as fixtures from '../../stories/fixtures';
import { AccountChip } from './AccountChip';

/** Beside the header's user menu (spec 2.4): the VIP label of a VIP, and the user id with copy. */
const meta = {
  title: 'App/AccountChip',
  component: AccountChip,
  args: { member: fixtures.memberInfo('vip') },
  decorators: [withApp],
  beforeEach: network({ account: 'vip' }),
} satisfies Meta<typeof AccountChip>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A VIP member: the label and level, the id and its copy button (a member without VIP, the id
 * alone: App/AppHeader's Member story).
 */
export const Vip: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-level]')).toHaveAttribute('data-level', '3');
    await expect(canvasElement.querySelector('[data-level]')).toHaveTextContent(/^VIP 3$/u);
    await expect(canvas.getByText('ID 4')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copiar ID de usuario' })).toBeVisible();
  },
};
