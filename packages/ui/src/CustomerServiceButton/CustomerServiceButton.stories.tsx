import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, within } from 'storybook/test';
import { Icon } from '../Icon';
import { CustomerServiceButton } from './CustomerServiceButton';

const meta = {
  title: 'Components/CustomerServiceButton',
  component: CustomerServiceButton,
  args: {
    href: 'https://soporte.example.com/chat',
    label: 'Servicio al cliente',
    onClick: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof CustomerServiceButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the address in a 440 x 750 window of its own. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const open = spyOn(window, 'open').mockReturnValue({} as Window);
    try {
      await userEvent.click(within(canvasElement).getByRole('link', { name: args.label }));
      await expect(open).toHaveBeenCalledWith(
        args.href,
        'portal-customer-service',
        expect.stringMatching(/^width=440,height=750,/),
      );
      await expect(args.onClick).toHaveBeenCalledTimes(1);
    } finally {
      open.mockRestore();
    }
  },
};

export const Playground: Story = { args: { variant: 'secondary', size: 'lg' } };

export const WithIcon: Story = { args: { icon: <Icon name="user" /> } };

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <CustomerServiceButton {...args} variant="primary" />
      <CustomerServiceButton {...args} variant="secondary" />
      <CustomerServiceButton {...args} variant="ghost" size="sm" icon={<Icon name="user" />} />
    </div>
  ),
};
