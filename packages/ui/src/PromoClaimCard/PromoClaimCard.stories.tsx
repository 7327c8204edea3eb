import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PromoClaimCard } from './PromoClaimCard';

const meta = {
  title: 'Components/PromoClaimCard',
  component: PromoClaimCard,
  args: {
    title: 'Bono de bienvenida',
    kind: 'Bienvenida',
    amount: '$ 50,00',
    ends: 'Hasta el 30 nov 2026',
    claimLabel: 'Reclamar',
    claimedLabel: 'Acreditado a su saldo',
    onClaim: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
  tags: ['autodocs'],
} satisfies Meta<typeof PromoClaimCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const claim = canvas.getByRole('button', { name: 'Reclamar' });
    await expect(claim).toHaveAccessibleDescription('Bono de bienvenida');
    await userEvent.click(claim);
    await expect(args.onClaim).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = {};

/** The claim is on its way: the button is busy and a second click does nothing. */
export const Claiming: Story = {
  args: { state: 'claiming' },
  play: async ({ canvasElement, args }) => {
    const claim = within(canvasElement).getByRole('button', { name: 'Reclamar' });
    await expect(claim).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(claim);
    await expect(args.onClaim).not.toHaveBeenCalled();
  },
};

export const Claimed: Story = {
  args: { state: 'claimed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Acreditado a su saldo');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const NoEndDate: Story = { args: { ends: undefined, kind: 'VIP', title: 'Regalo VIP' } };

export const RightToLeft: Story = {
  args: {
    title: 'مكافأة الترحيب',
    kind: 'ترحيب',
    amount: '50,00 $',
    ends: 'حتى ٣٠ نوفمبر ٢٠٢٦',
    claimLabel: 'استلام',
    claimedLabel: 'أضيفت إلى رصيدك',
  },
  globals: { direction: 'rtl' },
};
