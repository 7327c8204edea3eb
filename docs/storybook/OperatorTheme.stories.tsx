import { createTheme, useColorMode, type ThemeOverride } from '@portal/theme';
import { Button, Icon, IconButton, Modal, Tabs } from '@portal/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, within } from 'storybook/test';
import example from '../examples/operator-theme.json';

/** The same components, before and after an operator's override (docs/examples/operator-theme.json). */
function Showcase() {
  return (
    <div style={{ display: 'grid', gap: 16, padding: 16 }}>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button>Depositar</Button>
        <Button variant="secondary">Retirar</Button>
        <Button variant="ghost" icon={<Icon name="star" />}>
          Favoritos
        </Button>
        <IconButton label="Buscar" icon={<Icon name="search" />} variant="secondary" />
      </div>
      <Tabs
        label="Iniciar sesión con"
        items={[
          { value: 'username', label: 'Usuario', content: <p>Nombre de usuario y contraseña.</p> },
          { value: 'mobile', label: 'Móvil', content: <p>Número de móvil y código.</p> },
        ]}
      />
      <Modal
        title="Aviso"
        closeLabel="Cerrar"
        trigger={<Button variant="secondary">Abrir aviso</Button>}
      >
        Bienvenido.
      </Modal>
    </div>
  );
}

function OperatorPreview({ override }: { override: ThemeOverride }) {
  const [mode] = useColorMode();
  const css = useMemo(() => createTheme(override, { scope: '.operator-preview' }).css, [override]);
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
        gap: 16,
      }}
    >
      <section
        aria-label="Built-in theme"
        style={{ border: '1px solid var(--color-border-subtle)', borderRadius: 8 }}
      >
        <h2 style={{ fontSize: 16, padding: '12px 16px 0' }}>Built-in</h2>
        <Showcase />
      </section>
      <section
        aria-label="Operator theme"
        className="operator-preview"
        data-theme={mode}
        style={{
          border: '1px solid var(--color-border-subtle)',
          borderRadius: 8,
          background: 'var(--color-surface-0)',
          color: 'var(--color-text-primary)',
        }}
      >
        <style>{css}</style>
        <h2 style={{ fontSize: 16, padding: '12px 16px 0' }}>Operator override</h2>
        <Showcase />
      </section>
    </div>
  );
}

const meta = {
  title: 'Theme/Operator override',
  component: OperatorPreview,
  args: { override: example as ThemeOverride },
} satisfies Meta<typeof OperatorPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** docs/examples/operator-theme.json: another brand colour and tighter radii, in both modes. */
export const Example: Story = {
  play: async ({ canvasElement }) => {
    const operator = within(canvasElement).getByRole('region', { name: 'Operator theme' });
    const button = within(operator).getByRole('button', { name: 'Depositar' });
    // The override's radius (4px) and brand colour reach the component.
    await expect(getComputedStyle(button).borderTopLeftRadius).toBe('4px');
    const builtIn = within(canvasElement).getByRole('region', { name: 'Built-in theme' });
    const reference = within(builtIn).getByRole('button', { name: 'Depositar' });
    await expect(getComputedStyle(button).backgroundColor).not.toBe(
      getComputedStyle(reference).backgroundColor,
    );
  },
};

export const RightToLeft: Story = { globals: { direction: 'rtl' } };
