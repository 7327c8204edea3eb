import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QRCode } from './QRCode';

const meta = {
  title: 'Components/QRCode',
  component: QRCode,
  args: {
    value: 'https://portal.example/app/android',
    label: 'Código QR para descargar la app de Android',
  },
} satisfies Meta<typeof QRCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: /Android/ })).toBeVisible();
  },
};

export const Playground: Story = { args: { size: 200, level: 'H' } };

/** iOS and Android side by side, as in the side menu's app-download hover. */
export const AppDownload: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24 }}>
      <figure style={{ margin: 0, textAlign: 'center' }}>
        <QRCode value="https://portal.example/app/ios" label="Código QR para iOS" />
        <figcaption>iOS</figcaption>
      </figure>
      <figure style={{ margin: 0, textAlign: 'center' }}>
        <QRCode value="https://portal.example/app/android" label="Código QR para Android" />
        <figcaption>Android</figcaption>
      </figure>
    </div>
  ),
};
