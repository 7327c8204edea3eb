import { forwardRef, useCallback, type ChangeEvent, type ComponentPropsWithoutRef } from 'react';
import type { FormFieldControlProps } from '../FormField';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import {
  ImagePickerAdd,
  ImagePickerInput,
  ImagePickerItem,
  ImagePickerList,
  ImagePickerRoot,
  ImagePickerThumb,
} from './ImagePicker.styles';

export interface ImagePickerProps extends Omit<
  ComponentPropsWithoutRef<'div'>,
  'onChange' | 'children'
> {
  /** The files picked so far, in the order they were added. */
  files: readonly File[];
  /** Called with the new list when files are added or one is removed. */
  onFilesChange: (files: File[]) => void;
  /** The text of the add button (the file input's name). */
  addLabel: string;
  /** The name of a picture's remove button: `(fileName) => 'Quitar captura.png'`. */
  removeLabel: (fileName: string) => string;
  /** Past this many files the add button goes away (spec 5: at most 3). @default 3 */
  max?: number;
  /** The file types offered by the browser's picker. @default 'image/png,image/jpeg' */
  accept?: string;
  /** Nothing can be added or removed. @default false */
  disabled?: boolean;
  /**
   * What a FormField hands to its control, for the file input: its id (the field's label names
   * it), its hint and error, invalid while an error shows. @default undefined
   */
  field?: FormFieldControlProps;
}

/**
 * A file's preview: its object address made when the picture is drawn and revoked when it
 * leaves (a ref with a clean-up), so that no picked file stays in memory after it was removed.
 */
function Preview({ file }: { file: File }) {
  const attach = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(file);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return <ImagePickerThumb ref={attach} alt={file.name} width={96} height={96} />;
}

/**
 * Pictures to send with a form (feedback, an activity's application, spec 5: png or jpg, at most
 * 3 of 5 MB): the browser's own file input behind an add button, so that keyboard, screen readers
 * and the phone's camera or gallery work as they do everywhere, and a preview of each picked
 * picture with its remove button. It reports every file picked; the form says which are refused
 * (type, size, count), so nothing the player chose disappears without a word.
 */
export const ImagePicker = forwardRef<HTMLDivElement, ImagePickerProps>(function ImagePicker(
  {
    files,
    onFilesChange,
    addLabel,
    removeLabel,
    max = 3,
    accept = 'image/png,image/jpeg',
    disabled = false,
    field,
    ...rest
  },
  ref,
) {
  const add = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    // The same file may be picked again after it was removed.
    event.target.value = '';
    if (picked.length > 0) onFilesChange([...files, ...picked]);
  };
  return (
    <ImagePickerRoot ref={ref} data-disabled={disabled || undefined} {...rest}>
      {files.length > 0 ? (
        <ImagePickerList>
          {files.map((file, i) => (
            <ImagePickerItem key={`${i}:${file.name}`}>
              <Preview file={file} />
              <IconButton
                label={removeLabel(file.name)}
                icon={<Icon name="close" />}
                size="sm"
                disabled={disabled}
                onClick={() => onFilesChange(files.filter((_, j) => j !== i))}
              />
            </ImagePickerItem>
          ))}
        </ImagePickerList>
      ) : null}
      {files.length < max ? (
        <ImagePickerAdd data-disabled={disabled || undefined}>
          <ImagePickerInput
            type="file"
            multiple={max - files.length > 1}
            accept={accept}
            disabled={disabled}
            onChange={add}
            {...(field
              ? {
                  id: field.id,
                  'aria-describedby': field['aria-describedby'],
                  'aria-invalid': field['aria-invalid'],
                }
              : {})}
          />
          <Icon name="camera" aria-hidden />
          <span>{addLabel}</span>
        </ImagePickerAdd>
      ) : null}
    </ImagePickerRoot>
  );
});
ImagePicker.displayName = 'ImagePicker';
