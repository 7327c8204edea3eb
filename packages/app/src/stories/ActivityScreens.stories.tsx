import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { promotionsPage } from './activityFixtures';
import { Screen } from './Screen';
import { network, PHONE, phone, screenInDocs, shellLoaded, waitFor } from './screenStory';

/**
 * Activities on the promotions page (ADR 0021): the member's status on each promotion that takes
 * applications (join, applying, rejected with its reason, issued with its claim, claimed, and
 * coming soon and closed ones apart), the application form with its file checks, and the
 * application sent with its images (activityFixtures.ts).
 */
const meta = {
  title: 'App/Activity screens',
  component: Screen,
  parameters: { layout: 'fullscreen', docs: { story: screenInDocs } },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { path: '/promotions' },
  beforeEach: network({ account: 'member', answers: { promotions: { value: promotionsPage() } } }),
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every status: a card's activity under its promotion, the others above the cards. */
export const Statuses: Story = {
  play: async ({ canvasElement, globals }) => {
    if (!phone(globals)) await shellLoaded(canvasElement);
    const canvas = within(canvasElement);
    const panel = (title: string) => canvas.getByRole('region', { name: `Actividad: ${title}` });
    await waitFor(() =>
      expect(
        within(panel('Carrera de tragamonedas')).getByRole('button', { name: 'Solicitar' }),
      ).toBeVisible(),
    );
    await expect(
      within(panel('Reto de la pesca')).getByText('Solicitud en revisión'),
    ).toBeVisible();
    await expect(
      within(panel('Cumpleaños del casino')).getByText(/Motivo: La foto no muestra la fecha/u),
    ).toBeVisible();
    await expect(
      within(panel('Jackpot de noviembre')).getByRole('button', { name: /^Reclamar .*150,00$/u }),
    ).toBeVisible();
    await expect(within(panel('Torneo de ruleta')).getByText('Recompensa reclamada')).toBeVisible();
    const others = canvas.getByRole('region', { name: 'Mis otras actividades' });
    await expect(within(others).getByText('Próximamente')).toBeVisible();
    await expect(within(others).getByText('Cerrada')).toBeVisible();
  },
};

export const StatusesRightToLeft: Story = { ...Statuses, globals: { direction: 'rtl' } };

/** On a phone: one card a line. */
export const StatusesPhone: Story = { ...Statuses, globals: PHONE };

/** The form refuses an empty text and a file that is not an image, naming it. */
export const ApplyFormErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = () => canvas.getByRole('region', { name: 'Actividad: Carrera de tragamonedas' });
    await waitFor(() =>
      expect(within(panel()).getByRole('button', { name: 'Solicitar' })).toBeVisible(),
    );
    await userEvent.click(within(panel()).getByRole('button', { name: 'Solicitar' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await waitFor(() =>
      body.getByRole('dialog', { name: 'Solicitud: Carrera de tragamonedas' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() =>
      expect(within(dialog).getByText('Escriba el contenido de la solicitud')).toBeVisible(),
    );
    await userEvent.upload(
      within(dialog).getByLabelText('Imágenes'),
      new File(['GIF89a....'], 'captura.png', { type: 'image/png' }),
    );
    await waitFor(() =>
      expect(within(dialog).getByText('captura.png no es una imagen png o jpg')).toBeVisible(),
    );
  },
};

export const ApplyFormErrorsRightToLeft: Story = {
  ...ApplyFormErrors,
  globals: { direction: 'rtl' },
};

/** The application sent, with its text and images, as the server gives them back. */
export const ApplicationSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = () => canvas.getByRole('region', { name: 'Actividad: Cumpleaños del casino' });
    await waitFor(() =>
      expect(within(panel()).getByRole('button', { name: 'Ver mi solicitud' })).toBeVisible(),
    );
    await userEvent.click(within(panel()).getByRole('button', { name: 'Ver mi solicitud' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await waitFor(() =>
      body.getByRole('dialog', { name: 'Mi solicitud: Cumpleaños del casino' }),
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('img', { name: 'Imagen 2' })).toBeVisible(),
    );
    await expect(within(dialog).getByText(/Estuve en la fiesta del sábado/u)).toBeVisible();
  },
};
