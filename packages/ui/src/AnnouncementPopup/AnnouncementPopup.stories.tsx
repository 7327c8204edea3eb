import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { AnnouncementPopup, type Announcement } from './AnnouncementPopup';

const announcements: Announcement[] = [
  {
    id: 'bienvenida',
    title: 'Bono de bienvenida',
    content:
      '<p>Reciba un <strong>100 %</strong> de bono en su primer depósito, hasta 500 €.</p><ul><li>Depósito mínimo: 10 €</li><li>Requisito de apuesta: 20 veces</li></ul><p>Consulte los <a href="https://promos.example.com/terminos">términos y condiciones</a>.</p>',
  },
  {
    id: 'mantenimiento',
    title: 'Mantenimiento programado',
    content:
      '<p>El jueves de 02:00 a 04:00 los juegos de lotería no estarán disponibles por mantenimiento.</p>',
  },
  {
    id: 'torneo',
    title: 'Torneo de tragamonedas',
    content:
      '<p>Gane premios diarios en el <em>torneo de tragamonedas</em>. ¡Los 20 mejores jugadores reciben premio!</p>',
  },
];

const meta = {
  title: 'Components/AnnouncementPopup',
  component: AnnouncementPopup,
  args: {
    announcements,
    defaultOpen: true,
    pagerLabel: 'Anuncios',
    onOpenChange: fn(),
    onIndexChange: fn(),
    onDismiss: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    // Open from the start: on a docs page each story gets an iframe of its own, or its overlay,
    // fixed to the viewport, would cover the page.
    docs: { story: { inline: false, iframeHeight: 560 } },
  },
} satisfies Meta<typeof AnnouncementPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = async (name: string) => {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
};

/** Three announcements: previous / next and the "1 / 3" position. */
export const Default: Story = {
  play: async ({ args }) => {
    let dialog = await openDialog('Bono de bienvenida');
    await expect(dialog.getByText('1 / 3')).toBeVisible();
    const previous = dialog.getByRole('button', { name: 'Anterior' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(dialog.getByRole('link', { name: 'términos y condiciones' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Siguiente' }));
    dialog = await openDialog('Mantenimiento programado');
    await expect(dialog.getByText('2 / 3')).toBeVisible();
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(dialog.getByRole('button', { name: 'Anterior' }));
    await openDialog('Bono de bienvenida');
  },
};

export const Playground: Story = {};

/** The last page: next is disabled but keeps focus; the dialog is named by the page's title. */
export const LastPage: Story = {
  args: { defaultIndex: 2 },
  play: async ({ args }) => {
    const dialog = await openDialog('Torneo de tragamonedas');
    await expect(dialog.getByText('3 / 3')).toBeVisible();
    const next = dialog.getByRole('button', { name: 'Siguiente' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    await expect(next).toHaveFocus();
    await expect(args.onIndexChange).not.toHaveBeenCalled();
  },
};

/** One announcement: no paging controls. */
export const Single: Story = {
  args: { announcements: [announcements[1]!] },
  play: async () => {
    const dialog = await openDialog('Mantenimiento programado');
    await expect(dialog.queryByRole('button', { name: 'Siguiente' })).toBeNull();
  },
};

/**
 * "Do not show again this session": on close, every announcement seen is
 * handed to `onDismiss` with the box's state; the caller stores them.
 */
export const RememberForSession: Story = {
  args: {
    rememberLabel: 'No volver a mostrar en esta sesión',
    defaultOpen: false,
    trigger: <Button>Ver anuncios</Button>,
  },
  render: (args) => (
    <div style={{ padding: 16 }}>
      <AnnouncementPopup {...args} />
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Ver anuncios' });
    await userEvent.click(trigger);
    const dialog = await openDialog('Bono de bienvenida');
    await userEvent.click(dialog.getByRole('button', { name: 'Siguiente' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: args.rememberLabel! }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onDismiss).toHaveBeenCalledTimes(2);
    await expect(args.onDismiss).toHaveBeenCalledWith(announcements[0], { remember: true });
    await expect(args.onDismiss).toHaveBeenCalledWith(announcements[1], { remember: true });
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

/**
 * A visitor's welcome with what to do next: the actions sit at the footer's start, before the
 * pager, and the pop-up is only as tall as its content.
 */
export const WithActions: Story = {
  args: {
    announcements: [announcements[0]!],
    actions: (
      <>
        <Button onClick={fn()}>Registrarse</Button>
        <Button variant="secondary" onClick={fn()}>
          Probar gratis
        </Button>
      </>
    ),
  },
  play: async () => {
    const dialog = await openDialog('Bono de bienvenida');
    const register = dialog.getByRole('button', { name: 'Registrarse' });
    await expect(register).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Probar gratis' })).toBeVisible();
    // The content sits right above the footer: no tall empty box under a short notice.
    const content = screen
      .getByRole('dialog')
      .querySelector('[data-part="announcement-content"]')!
      .getBoundingClientRect();
    const actions = register.getBoundingClientRect();
    await expect(actions.top - content.bottom).toBeLessThan(80);
  },
};

/** The box as it is first shown, unticked. */
export const WithRememberBox: Story = {
  args: { rememberLabel: 'No volver a mostrar en esta sesión' },
};

/**
 * Operator content with script, handlers and javascript: links: it is
 * sanitised, so only the harmless text is left and nothing runs.
 */
export const UnsafeContentSanitised: Story = {
  args: {
    announcements: [
      {
        id: 'xss',
        title: 'Aviso importante',
        content:
          '<p>Texto del operador.</p><script>window.__announcementXss = true</script><img src="x" alt="" onerror="window.__announcementXss = true"><p><a href="javascript:window.__announcementXss = true">Ver más</a></p>',
      },
    ],
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Aviso importante' });
    await expect(dialog.querySelector('script')).toBeNull();
    await expect(dialog.querySelector('[onerror]')).toBeNull();
    await expect(within(dialog).getByText('Ver más')).not.toHaveAttribute('href');
    await expect((window as { __announcementXss?: boolean }).__announcementXss).toBeUndefined();
  },
};

const arabic: Announcement[] = [
  {
    id: 'ar-1',
    title: 'مكافأة الترحيب',
    content: '<p>احصل على مكافأة <strong>100٪</strong> على إيداعك الأول.</p>',
  },
  {
    id: 'ar-2',
    title: 'صيانة مجدولة',
    content: '<p>لن تتوفر ألعاب اليانصيب يوم الخميس من 02:00 إلى 04:00.</p>',
  },
  { id: 'ar-3', title: 'بطولة السلوتس', content: '<p>اربح جوائز يومية في البطولة.</p>' },
];

/** Right to left: "previous" is on the right and its chevron points right. */
export const RightToLeft: Story = {
  args: {
    announcements: arabic,
    defaultIndex: 1,
    closeLabel: 'إغلاق',
    previousLabel: 'السابق',
    nextLabel: 'التالي',
    pagerLabel: 'الإعلانات',
    rememberLabel: 'لا تعرض مرة أخرى في هذه الجلسة',
  },
  globals: { direction: 'rtl' },
  play: async () => {
    const dialog = await openDialog('صيانة مجدولة');
    await expect(dialog.getByText('2 / 3')).toBeVisible();
    const previous = dialog.getByRole('button', { name: 'السابق' }).getBoundingClientRect();
    const next = dialog.getByRole('button', { name: 'التالي' }).getBoundingClientRect();
    await expect(previous.left).toBeGreaterThan(next.left);
  },
};
