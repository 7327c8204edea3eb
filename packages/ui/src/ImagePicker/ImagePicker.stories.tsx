import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormField } from '../FormField';
import { ImagePicker, type ImagePickerProps } from './ImagePicker';
import { samplePng } from './ImagePicker.samples';

/** A picker that keeps its own list, as a form does, and reports each change. */
function Stateful(props: ImagePickerProps) {
  const [files, setFiles] = useState<File[]>([...props.files]);
  return (
    <ImagePicker
      {...props}
      files={files}
      onFilesChange={(next) => {
        setFiles(next);
        props.onFilesChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/ImagePicker',
  component: ImagePicker,
  args: {
    files: [],
    onFilesChange: fn(),
    addLabel: 'Añadir imagen',
    removeLabel: (name: string) => `Quitar ${name}`,
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ImagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing picked yet: the add button alone, which opens the browser's file picker. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Añadir imagen');
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAttribute('accept', 'image/png,image/jpeg');
  },
};

export const Playground: Story = { args: { max: 5 } };

/** Two pictures: their previews, each with its remove button; room for one more. */
export const WithPictures: Story = {
  args: { files: [samplePng('recibo.png', 0), samplePng('pantalla.png', 1)] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('img', { name: 'recibo.png' })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar recibo.png' }));
    await expect(args.onFilesChange).toHaveBeenCalledWith([args.files[1]]);
    await expect(canvas.queryByRole('img', { name: 'recibo.png' })).toBeNull();
    await userEvent.upload(canvas.getByLabelText('Añadir imagen'), samplePng('recibo.png', 0));
    await waitFor(() => expect(canvas.getAllByRole('img')).toHaveLength(2));
  },
};

/** At the limit (3): no add button any more until one is removed. */
export const Full: Story = {
  args: { files: [0, 1, 2].map((i) => samplePng(`captura-${i + 1}.png`, i)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('img')).toHaveLength(3));
    await expect(canvas.queryByLabelText('Añadir imagen')).toBeNull();
  },
};

/** Inside a FormField with an error: the input is invalid and described by it. */
export const Invalid: Story = {
  args: { files: [samplePng('foto.png', 2)] },
  render: (args) => (
    <FormField label="Imágenes" error="Solo imágenes png o jpg de hasta 5 MB">
      {(field) => <Stateful {...args} field={field} />}
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/Añadir imagen/);
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Solo imágenes png o jpg de hasta 5 MB');
  },
};

export const Disabled: Story = {
  args: { files: [samplePng('foto.png', 1)], disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Añadir imagen')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Quitar foto.png' })).toBeDisabled();
  },
};

/** Right to left: the pictures and the add button read from the right. */
export const RightToLeft: Story = {
  args: {
    files: [samplePng('صورة.png', 0)],
    addLabel: 'إضافة صورة',
    removeLabel: (name: string) => `إزالة ${name}`,
  },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('img', { name: 'صورة.png' })).toBeVisible(),
    );
  },
};
