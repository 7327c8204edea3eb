import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vendorLogo } from '../fixtures/artwork';
import { VendorList, type VendorListProps } from './VendorList';

const codes = ['PG', 'JDB', 'CQ9', 'PT', 'FC', 'JL', 'EG2', 'BGS'];
const vendors = codes.map((code, i) => ({
  code,
  name: code,
  logoUrl: vendorLogo(code),
  gameCount: 20 + i * 7,
}));

function Controlled(props: VendorListProps) {
  const [selected, setSelected] = useState(props.selected);
  return (
    <VendorList
      {...props}
      {...(selected === undefined ? {} : { selected })}
      onSelect={(vendor) => {
        setSelected(vendor.code);
        props.onSelect(vendor);
      }}
    />
  );
}

const meta = {
  title: 'Components/VendorList',
  component: VendorList,
  args: { label: 'Proveedores de tragamonedas', vendors, selected: 'PG', onSelect: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof VendorList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: /CQ9/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(vendors[2]);
    await expect(canvas.getByRole('tab', { name: /CQ9/ })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Playground: Story = { args: { wrap: true } };

export const NamesOnly: Story = {
  args: { vendors: vendors.map(({ code, name }) => ({ code, name })), selected: 'JDB' },
};

export const NoSelection: Story = {
  render: ({ selected: _none, ...args }) => <Controlled {...args} />,
};

/** On a phone the list scrolls sideways. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
};

export const RightToLeft: Story = {
  args: { label: 'مزودو الألعاب' },
  globals: { direction: 'rtl' },
};
