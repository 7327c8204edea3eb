import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { cssVarName, forEachToken, getAt } from './contract';
import { contrastPairs, contrastRatio } from './contrast';
import { themes } from './themes';
import { useColorMode } from './colorMode';

/** A reference of the tokens for designers: names, custom properties and values in the current mode. */
function TokenTable({ group }: { group: string }) {
  const [mode] = useColorMode();
  const rows: { name: string; variable: string; value: string; color: boolean }[] = [];
  forEachToken((path, kind) => {
    if (path[0] !== group) return;
    rows.push({
      name: path.join('.'),
      variable: cssVarName(path),
      value: String(getAt(themes[mode], path)),
      color: kind === 'color',
    });
  });
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
      <caption style={{ textAlign: 'start', fontWeight: 700, paddingBlockEnd: 8 }}>
        {group} ({mode})
      </caption>
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'start' }}>
            Token
          </th>
          <th scope="col" style={{ textAlign: 'start' }}>
            Custom property
          </th>
          <th scope="col" style={{ textAlign: 'start' }}>
            Value
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name} style={{ borderBlockStart: '1px solid var(--color-border-subtle)' }}>
            <td style={{ padding: '6px 8px 6px 0' }}>{row.name}</td>
            <td style={{ padding: '6px 8px 6px 0' }}>
              <code>{row.variable}</code>
            </td>
            <td style={{ padding: '6px 0', display: 'flex', gap: 8, alignItems: 'center' }}>
              {row.color ? (
                <span
                  aria-hidden
                  style={{
                    inlineSize: 20,
                    blockSize: 20,
                    borderRadius: 4,
                    border: '1px solid var(--color-border-control)',
                    background: `var(${row.variable})`,
                  }}
                />
              ) : null}
              <code>{row.value}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Every text/surface pair the contrast check holds to WCAG AA, with its ratio in this mode. */
function ContrastTable() {
  const [mode] = useColorMode();
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
      <caption style={{ textAlign: 'start', fontWeight: 700, paddingBlockEnd: 8 }}>
        Contrast ({mode})
      </caption>
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'start' }}>
            Sample
          </th>
          <th scope="col" style={{ textAlign: 'start' }}>
            Pair
          </th>
          <th scope="col" style={{ textAlign: 'end' }}>
            Ratio
          </th>
          <th scope="col" style={{ textAlign: 'end' }}>
            Needs
          </th>
        </tr>
      </thead>
      <tbody>
        {contrastPairs.map((pair) => (
          <tr
            key={`${pair.foreground}/${pair.background}`}
            style={{ borderBlockStart: '1px solid var(--color-border-subtle)' }}
          >
            <td style={{ padding: 4 }}>
              {pair.minimum >= 4.5 ? (
                <span
                  style={{
                    display: 'inline-block',
                    padding: '2px 8px',
                    color: `var(${cssVarName(pair.foreground.split('.'))})`,
                    background: `var(${cssVarName(pair.background.split('.'))})`,
                    border: '1px solid var(--color-border-subtle)',
                  }}
                >
                  Aa
                </span>
              ) : (
                // A part of the interface, not text: shown as a swatch on its surface.
                <span
                  aria-hidden
                  style={{
                    display: 'inline-block',
                    padding: 6,
                    background: `var(${cssVarName(pair.background.split('.'))})`,
                    border: '1px solid var(--color-border-subtle)',
                  }}
                >
                  <span
                    style={{
                      display: 'block',
                      inlineSize: 20,
                      blockSize: 8,
                      borderRadius: 4,
                      background: `var(${cssVarName(pair.foreground.split('.'))})`,
                    }}
                  />
                </span>
              )}
            </td>
            <td style={{ padding: 4 }}>
              {pair.foreground} on {pair.background}
            </td>
            <td style={{ padding: 4, textAlign: 'end' }}>
              {contrastRatio(themes[mode], pair.foreground, pair.background).toFixed(2)}
            </td>
            <td style={{ padding: 4, textAlign: 'end' }}>{pair.minimum}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const meta = {
  title: 'Theme/Tokens',
  component: TokenTable,
  args: { group: 'color' },
  argTypes: {
    group: {
      control: 'select',
      options: ['color', 'font', 'space', 'radius', 'shadow', 'zIndex', 'motion', 'component'],
    },
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof TokenTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colors: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('--color-brand-primary')).toBeVisible();
  },
};
export const Typography: Story = { args: { group: 'font' } };
export const Spacing: Story = { args: { group: 'space' } };
export const Radii: Story = { args: { group: 'radius' } };
export const Motion: Story = { args: { group: 'motion' } };
export const Components: Story = { args: { group: 'component' } };

/** The pairs the contrast check measures: zero findings in both built-in themes. */
export const Contrast: Story = { render: () => <ContrastTable /> };
