import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConsentBanner } from './ConsentBanner';

const meta = {
  title: 'Components/ConsentBanner',
  component: ConsentBanner,
  args: {
    title: 'Cookies de medición',
    message:
      'El operador quiere medir cómo se usa el portal con su herramienta de analítica. No se carga nada hasta que usted acepte; puede cambiar de opinión en el pie de página.',
    acceptLabel: 'Aceptar',
    declineLabel: 'Rechazar',
    onAccept: fn(),
    onDecline: fn(),
  },
} satisfies Meta<typeof ConsentBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The question, with yes and no of equal weight. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Cookies de medición' });
    await userEvent.click(within(banner).getByRole('button', { name: 'Aceptar' }));
    await expect(args.onAccept).toHaveBeenCalledOnce();
    await expect(args.onDecline).not.toHaveBeenCalled();
  },
};

/** Declined with the keyboard: the no button comes first in the tab order. */
export const Declined: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Rechazar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDecline).toHaveBeenCalledOnce();
  },
};

/** On a phone the buttons go under the text. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const RightToLeft: Story = {
  args: {
    title: 'ملفات تعريف الارتباط للقياس',
    message: 'يرغب المشغل في قياس استخدام البوابة. لا يتم تحميل أي شيء حتى توافق.',
    acceptLabel: 'قبول',
    declineLabel: 'رفض',
  },
  globals: { direction: 'rtl' },
};
