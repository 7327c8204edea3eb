// The application to a promotion (ADR 0021): a text and up to three png or jpg images of 5 MB,
// checked here as the server will (the type by the file's first bytes, not its name), with a
// preview of each picked image. Loaded only when a member opens it: formik and yup stay out of
// the promotions page's own chunk.
import {
  ACTIVITY_MAX_CONTENT,
  ACTIVITY_MAX_IMAGE_BYTES,
  ACTIVITY_MAX_IMAGES,
  sniffImageType,
} from '@portal/contract';
import { Button, FormField, ImagePicker, Modal, TextArea } from '@portal/ui';
import { Formik, useField } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { array, mixed, object, string } from 'yup';
import { isApiError } from '../../api/ApiError';
import { useApplyActivity } from '../../api/activities';
import { Actions, Form, ServerError } from './Activity.styles';

interface Values {
  content: string;
  images: File[];
}

export interface ApplyFormProps {
  promotionId: number;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Told once the server has taken the application. */
  onSent: () => void;
}

/** Whether a picked file is a png or jpg by its first bytes, as the server will judge it. */
async function isImage(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return sniffImageType(head) !== undefined;
}

/** The server's refusals of the images, shown under the file picker. */
const IMAGE_CODES = ['IMAGE_TYPE_INVALID', 'IMAGE_TOO_LARGE', 'TOO_MANY_IMAGES'];

export function ApplyForm({ promotionId, title, open, onOpenChange, onSent }: ApplyFormProps) {
  const { t } = useTranslation();
  const apply = useApplyActivity();
  const [failure, setFailure] = useState<{ images?: string; message?: string }>({});
  const schema = useMemo(
    () =>
      object({
        content: string()
          .trim()
          .required(t('activity_error_content_required'))
          .max(ACTIVITY_MAX_CONTENT, t('activity_error_content_long')),
        images: array(mixed<File>().required())
          .max(ACTIVITY_MAX_IMAGES, t('activity_error_count'))
          .test('files', '', async (files, context) => {
            for (const file of files ?? []) {
              if (file.size > ACTIVITY_MAX_IMAGE_BYTES)
                return context.createError({
                  message: t('activity_error_size', { name: file.name }),
                });
              if (!(await isImage(file)))
                return context.createError({
                  message: t('activity_error_type', { name: file.name }),
                });
            }
            return true;
          }),
      }),
    [t],
  );

  const submit = async (values: Values) => {
    setFailure({});
    try {
      await apply.trigger({
        body: { promotionId, content: values.content.trim(), images: values.images },
      });
      onSent();
    } catch (e) {
      const key = isApiError(e) ? e.messageKey : 'error_INTERNAL';
      if (isApiError(e) && IMAGE_CODES.includes(e.code)) setFailure({ images: t(key) });
      else setFailure({ message: t(key) });
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('activity_form_title', { title })}
      description={t('activity_form_description')}
      width="min(36rem, 100%)"
      height="auto"
    >
      <Formik<Values>
        initialValues={{ content: '', images: [] }}
        validationSchema={schema}
        onSubmit={submit}
      >
        {(formik) => (
          <Form noValidate onSubmit={formik.handleSubmit} aria-label={t('activity_form_label')}>
            {failure.message ? <ServerError role="alert">{failure.message}</ServerError> : null}
            <FormField
              label={t('activity_form_content')}
              hint={t('activity_form_content_hint', { max: ACTIVITY_MAX_CONTENT })}
              error={formik.touched.content ? formik.errors.content : undefined}
              required
            >
              {(control) => (
                <TextArea
                  {...control}
                  {...formik.getFieldProps('content')}
                  maxLength={ACTIVITY_MAX_CONTENT}
                  countLabel={(n, max) => t('form_count', { n, max })}
                />
              )}
            </FormField>
            <ImagesField serverError={failure.images} />
            <Actions>
              <Button type="submit" loading={apply.pending || formik.isSubmitting}>
                {t('activity_form_submit')}
              </Button>
              <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
                {t('activity_form_cancel')}
              </Button>
            </Actions>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}

/** The picked images: added to with the picker, each previewed with a button to remove it. */
function ImagesField({ serverError }: { serverError: string | undefined }) {
  const { t } = useTranslation();
  const [field, meta, helpers] = useField<File[]>('images');
  const files = field.value;
  const set = (next: File[]) =>
    void helpers.setValue(next, true).then(() => helpers.setTouched(true, false));
  const error =
    (meta.touched && typeof meta.error === 'string' ? meta.error : undefined) ?? serverError;
  return (
    <FormField
      label={t('activity_form_images')}
      hint={t('activity_form_images_hint', { max: ACTIVITY_MAX_IMAGES })}
      error={error}
    >
      {(control) => (
        <ImagePicker
          field={control}
          files={files}
          max={ACTIVITY_MAX_IMAGES}
          onFilesChange={set}
          addLabel={t('activity_form_add_image')}
          removeLabel={(name) => t('activity_form_remove', { name })}
        />
      )}
    </FormField>
  );
}
