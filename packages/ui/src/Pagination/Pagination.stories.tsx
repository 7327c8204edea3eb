import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

function Controlled(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(p) => {
        setPage(p);
        props.onPageChange(p);
      }}
    />
  );
}

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: {
    label: 'Páginas de resultados',
    page: 5,
    pageCount: 12,
    onPageChange: fn(),
    previousLabel: 'Página anterior',
    nextLabel: 'Página siguiente',
    pageLabel: (p: number) => `Página ${p}`,
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Página siguiente' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(6);
  },
};

export const Playground: Story = { args: { siblings: 2 } };
export const FirstPage: Story = { args: { page: 1 } };
export const LastPage: Story = { args: { page: 12 } };
export const FewPages: Story = { args: { page: 2, pageCount: 3 } };

export const RightToLeft: Story = {
  args: {
    label: 'الصفحات',
    previousLabel: 'السابق',
    nextLabel: 'التالي',
    pageLabel: (p: number) => `صفحة ${p}`,
  },
  globals: { direction: 'rtl' },
};
