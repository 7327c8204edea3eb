import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { StatusPage } from './StatusPage';

const meta = {
  title: 'Components/StatusPage',
  component: StatusPage,
  args: {
    variant: 'maintenance',
    title: 'Sitio en mantenimiento',
    description:
      'Estamos mejorando la plataforma. Volveremos a estar disponibles a las 04:00. Disculpe las molestias.',
    customerServiceHref: 'https://soporte.example.com/chat',
    customerServiceLabel: 'Servicio al cliente',
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['maintenance', 'region-blocked'] },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StatusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** System status 1: maintenance, with its information text and customer service. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Sitio en mantenimiento' }),
    ).toBeVisible();
    const open = spyOn(window, 'open').mockReturnValue({} as Window);
    try {
      await userEvent.click(canvas.getByRole('link', { name: 'Servicio al cliente' }));
      await expect(open).toHaveBeenCalledWith(
        'https://soporte.example.com/chat',
        'portal-customer-service',
        expect.stringContaining('width=440,height=750'),
      );
    } finally {
      open.mockRestore();
    }
  },
};

export const Playground: Story = {};

const blocked = {
  variant: 'region-blocked',
  title: 'Acceso restringido',
  description:
    'Lo sentimos, nuestros servicios no están disponibles en su región. Si cree que se trata de un error, contacte con el servicio al cliente.',
  ip: '203.0.113.47',
  ipLabel: 'Su dirección IP:',
} as const;

/** System status 2: the visitor's IP and the block text (`info_ip_block`). */
export const RegionBlocked: Story = {
  args: blocked,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('203.0.113.47')).toHaveAttribute('dir', 'ltr');
  },
};

/** Without a customer-service address the button is left out. */
export const WithoutCustomerService: Story = {
  render: ({ customerServiceHref: _href, ...args }) => <StatusPage {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

/** On a 360 px phone nothing overflows sideways. */
export const Phone: Story = {
  args: blocked,
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByRole('main');
    await expect(main.scrollWidth).toBeLessThanOrEqual(main.clientWidth);
    await expect(main.getBoundingClientRect().width).toBe(360);
  },
};

export const RightToLeft: Story = {
  args: {
    variant: 'region-blocked',
    title: 'الوصول مقيد',
    description:
      'عذرًا، خدماتنا غير متاحة في منطقتك. إذا كنت تعتقد أن هذا خطأ، فاتصل بخدمة العملاء.',
    ip: '203.0.113.47',
    ipLabel: 'عنوان IP الخاص بك:',
    customerServiceLabel: 'خدمة العملاء',
  },
  globals: { direction: 'rtl' },
};

export const MaintenanceRightToLeft: Story = {
  args: {
    title: 'الموقع قيد الصيانة',
    description: 'نعمل على تحسين المنصة. سنعود في الساعة 04:00. نعتذر عن الإزعاج.',
    customerServiceLabel: 'خدمة العملاء',
  },
  globals: { direction: 'rtl' },
};
