import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { describeConformance } from '../test/conformance';
import { ImagePicker } from './ImagePicker';
import { samplePng } from './ImagePicker.samples';

const texts = { addLabel: 'Añadir imagen', removeLabel: (n: string) => `Quitar ${n}` };

describeConformance('ImagePicker', ImagePicker, {
  props: { ...texts, files: [], onFilesChange: () => {} },
  element: HTMLDivElement,
});

describe('ImagePicker', () => {
  it('adds what is picked after what was there, and the same file can be picked again', async () => {
    const onFilesChange = vi.fn();
    const first = samplePng('uno.png', 0);
    const screen = await render(
      <ImagePicker {...texts} files={[first]} onFilesChange={onFilesChange} />,
    );
    const input = screen.getByLabelText('Añadir imagen');
    const second = samplePng('dos.png', 1);
    await userEvent.upload(input, [second]);
    expect(onFilesChange).toHaveBeenLastCalledWith([first, second]);
    // The input is emptied after each pick, so the browser reports the same file again.
    expect((input.element() as HTMLInputElement).value).toBe('');
  });

  it('reports every file picked, even past the limit, so the form can say which are refused', async () => {
    const onFilesChange = vi.fn();
    const screen = await render(
      <ImagePicker {...texts} files={[]} max={2} onFilesChange={onFilesChange} />,
    );
    const files = [0, 1, 2].map((i) => samplePng(`f${i}.png`, i));
    await userEvent.upload(screen.getByLabelText('Añadir imagen'), files);
    expect(onFilesChange).toHaveBeenLastCalledWith(files);
  });

  it('revokes the preview addresses when a picture leaves', async () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const screen = await render(
      <ImagePicker {...texts} files={[samplePng('uno.png')]} onFilesChange={() => {}} />,
    );
    await expect.element(screen.getByRole('img', { name: 'uno.png' })).toBeVisible();
    const src = screen.getByRole('img', { name: 'uno.png' }).element().getAttribute('src');
    await screen.rerender(<ImagePicker {...texts} files={[]} onFilesChange={() => {}} />);
    expect(revoke).toHaveBeenCalledWith(src);
    revoke.mockRestore();
  });
});
