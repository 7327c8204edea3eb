import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { MenuList } from '../MenuList';
import { StatCard } from '../StatCard';
import { CentreLayout } from './CentreLayout';

const items = [
  { key: 'agentTeamOverview', label: 'Resumen del equipo', icon: 'users' as const },
  { key: 'registerCenter', label: 'Abrir cuenta', icon: 'user' as const },
  { key: 'agentRevenueReport', label: 'Mis ingresos', icon: 'chart' as const },
  {
    key: 'agentAnnouncement',
    label: 'Anuncios',
    icon: 'bell' as const,
    count: 2,
    countLabel: (n: number) => `${n} nuevos`,
  },
];

function Menu() {
  const [selected, setSelected] = useState('agentTeamOverview');
  return <MenuList items={items} selected={selected} onSelect={setSelected} />;
}

const meta = {
  title: 'Components/CentreLayout',
  component: CentreLayout,
  args: {
    menuLabel: 'Centro de agentes',
    menu: <Menu />,
    title: 'Resumen del equipo',
    actions: (
      <Button size="sm" variant="secondary">
        Exportar
      </Button>
    ),
    children: (
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
          gap: 12,
        }}
      >
        <StatCard label="Miembros activos" value="128" icon="users" />
        <StatCard label="Apuesta válida" value="$ 45.210,00" icon="chart" />
        <StatCard label="Nuevos registros" value="9" icon="user" />
      </div>
    ),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CentreLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('navigation', { name: 'Centro de agentes' }),
    ).toBeVisible();
  },
};

export const Playground: Story = { args: { title: 'Mis ingresos' } };

/** A phone: the menu folds behind a toggle above the page. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { defaultMenuOpen: true },
};

export const RightToLeft: Story = {
  args: { menuLabel: 'مركز الوكلاء', title: 'ملخص الفريق', actions: null },
  globals: { direction: 'rtl' },
};
