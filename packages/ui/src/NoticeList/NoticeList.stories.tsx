import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NoticeList, type Notice } from './NoticeList';

const titles = [
  'Mantenimiento programado del jueves',
  'Nuevos juegos de tragamonedas disponibles',
  'Cambios en los términos de retiro',
  'Torneo semanal de póquer',
  'Horario de atención al cliente en festivos',
  'Actualización de la aplicación móvil',
  'Promoción de recarga del fin de semana',
  'Nuevo método de depósito',
  'Resultados de la lotería especial',
  'Verificación de cuentas: recordatorio',
  'Mejoras de seguridad en el inicio de sesión',
  'Calendario de torneos de marzo',
];

const notices: Notice[] = titles.map((title, i) => ({
  id: `aviso-${i + 1}`,
  title,
  content: `Contenido del aviso ${i + 1}.`,
  date: `2025-03-${String(20 - i).padStart(2, '0')}`,
}));

const meta = {
  title: 'Components/NoticeList',
  component: NoticeList,
  args: {
    notices,
    label: 'Avisos',
    previousLabel: 'Página anterior',
    nextLabel: 'Página siguiente',
    emptyTitle: 'No hay avisos',
    emptyDescription: 'Cuando haya novedades aparecerán aquí.',
    onOpen: fn(),
    onPageChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NoticeList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 12 notices: 9 on the first page (spec 9), then the next page; a click opens one. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(9);
    await expect(canvas.getByText('1 / 2')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Nuevo método de depósito/ }));
    await expect(args.onOpen).toHaveBeenCalledWith(notices[7]);
    await userEvent.click(canvas.getByRole('button', { name: 'Página siguiente' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('2 / 2')).toBeVisible();
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Página siguiente' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Playground: Story = { args: { pageSize: 5 } };

/** The last page. */
export const LastPage: Story = { args: { defaultPage: 2 } };

/** One page: no paging controls. */
export const SinglePage: Story = {
  args: { notices: notices.slice(0, 4) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('1 / 1')).toBeNull();
  },
};

/** Notices without a date, and a long title that is cut with an ellipsis. */
export const WithoutDates: Story = {
  args: {
    notices: [
      { id: 'a', title: 'Aviso importante', content: '…' },
      {
        id: 'b',
        title:
          'Aviso muy largo sobre los cambios en las condiciones generales de las promociones de bienvenida y de recarga',
        content: '…',
      },
    ],
  },
};

export const Empty: Story = {
  args: { notices: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No hay avisos')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

const arabicTitles = [
  'صيانة مجدولة يوم الخميس',
  'ألعاب سلوتس جديدة متاحة',
  'تغييرات في شروط السحب',
  'بطولة البوكر الأسبوعية',
  'ساعات خدمة العملاء في العطلات',
  'تحديث تطبيق الجوال',
  'عرض شحن نهاية الأسبوع',
  'طريقة إيداع جديدة',
  'نتائج اليانصيب الخاص',
  'تذكير بالتحقق من الحساب',
];

/** Right to left, on page 2: "previous" is on the right. */
export const RightToLeft: Story = {
  args: {
    notices: arabicTitles.map((title, i) => ({
      id: `ar-${i}`,
      title,
      content: '…',
      date: `2025-03-${String(20 - i).padStart(2, '0')}`,
    })),
    label: 'الإشعارات',
    previousLabel: 'الصفحة السابقة',
    nextLabel: 'الصفحة التالية',
    emptyTitle: 'لا توجد إشعارات',
    defaultPage: 2,
  },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: 'الصفحة السابقة' }).getBoundingClientRect();
    const next = canvas.getByRole('button', { name: 'الصفحة التالية' }).getBoundingClientRect();
    await expect(previous.left).toBeGreaterThan(next.left);
    // The "previous" chevron sits at the button's start (right) and points right.
    const chevron = canvas.getByRole('button', { name: 'الصفحة السابقة' }).querySelector('svg')!;
    await expect(chevron.getBoundingClientRect().left).toBeGreaterThan(
      previous.left + previous.width / 2,
    );
    await expect(getComputedStyle(chevron).transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    await userEvent.click(canvas.getByRole('button', { name: 'الصفحة السابقة' }));
    await expect(canvas.getByText('1 / 2')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'الصفحة التالية' }));
  },
};
