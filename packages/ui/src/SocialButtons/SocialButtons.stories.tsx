import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SocialButtons } from './SocialButtons';

const LOGO =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 20 20'%3E%3Ccircle cx='10' cy='10' r='9' fill='%234285f4'/%3E%3C/svg%3E";

/**
 * Social login's buttons in the login and register pop-ups (spec 7.2): one an identity provider
 * the operator configured (`cli social add`), with its logo when it has one.
 */
const meta = {
  title: 'Components/SocialButtons',
  component: SocialButtons,
  args: {
    providers: [
      { id: 'google', label: 'Google', icon: LOGO },
      { id: 'local', label: 'Demo ID', icon: null },
    ],
    heading: 'o continúe con',
    buttonLabel: (p) => `Continuar con ${p.label}`,
    onSelect: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SocialButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two providers: a click starts that provider's sign-in. */
export const TwoProviders: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'o continúe con' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar con Demo ID' }));
    await expect(args.onSelect).toHaveBeenCalledWith('local');
  },
};

/** One sign-in starting: its button busy, the other waiting. */
export const Starting: Story = {
  args: { pending: 'google' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Continuar con Google/u })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Continuar con Demo ID' })).toBeDisabled();
  },
};

/** No provider configured: nothing is drawn. */
export const NoProviders: Story = {
  args: { providers: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Right to left: the logo at the start, the words after it. */
export const RightToLeft: Story = {
  args: { heading: 'أو تابع باستخدام', buttonLabel: (p) => `المتابعة باستخدام ${p.label}` },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'المتابعة باستخدام Google' }),
    ).toBeVisible();
  },
};
