import { FEEDBACK_MAX_CONTENT, FEEDBACK_MAX_IMAGES } from '@portal/contract';
import {
  Button,
  FormField,
  ImagePicker,
  Modal,
  TextArea,
  TextInput,
  type ModalComponentProps,
} from '@portal/ui';
import { Formik, getIn, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendFeedback } from '../../api/feedbackWrites';
import { useLazyTexts } from '../../i18n/useFormText';
import { POPUP_SIZES } from '../sizes';
import { useServerError } from '../useServerError';
import { Actions, Form, Sent, ServerError } from './FeedbackPopup.styles';
import { feedbackSchema, noFeedback, type FeedbackValues } from './feedbackSchema';

/** Its props: the ModalProvider's; `open` passes none. */
export type FeedbackPopupProps = ModalComponentProps;

/**
 * Feedback (spec 1 "help centre, feedback and customer service", 5): a player's message to the
 * operator of at most 140 characters, a way to answer them if they want one, and up to three
 * png or jpg screenshots of 5 MB. Refusals are said on the field before anything is sent; once
 * sent, the number the operator files it under.
 */
export function FeedbackPopup({ open, onOpenChange }: FeedbackPopupProps) {
  const { t } = useTranslation();
  useLazyTexts();
  const send = useSendFeedback();
  const error = useServerError(send.error);
  const [sentId, setSentId] = useState<number | null>(null);
  const schema = useMemo(() => feedbackSchema(t), [t]);

  const submit = async (values: FeedbackValues, helpers: FormikHelpers<FeedbackValues>) => {
    try {
      const { id } = await send.trigger({
        body: {
          content: values.content.trim(),
          ...(values.contact.trim() ? { contact: values.contact.trim() } : {}),
          ...(values.images.length > 0 ? { images: values.images } : {}),
        } as never,
      });
      helpers.resetForm();
      setSentId(id);
    } catch {
      // Said by the form (useServerError).
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('feedback_title')}
      description={t('feedback_intro')}
      {...POPUP_SIZES.register}
    >
      {sentId !== null ? (
        <Sent role="status">
          <p>{t('feedback_sent', { id: sentId })}</p>
          <Actions>
            <Button variant="secondary" onClick={() => setSentId(null)}>
              {t('feedback_another')}
            </Button>
            <Button onClick={() => onOpenChange(false)}>{t('action_close')}</Button>
          </Actions>
        </Sent>
      ) : (
        <Formik<FeedbackValues>
          initialValues={noFeedback}
          validationSchema={schema}
          onSubmit={submit}
        >
          {(formik) => {
            const shown = (name: keyof FeedbackValues) =>
              getIn(formik.touched, name) || formik.submitCount > 0
                ? (getIn(formik.errors, name) as string | undefined)
                : undefined;
            return (
              <Form noValidate onSubmit={formik.handleSubmit}>
                {error.message ? <ServerError role="alert">{error.message}</ServerError> : null}
                <FormField label={t('feedback_content')} error={shown('content')} required>
                  {(field) => (
                    <TextArea
                      {...field}
                      name="content"
                      value={formik.values.content}
                      onChange={formik.handleChange}
                      onBlur={formik.handleBlur}
                      maxLength={FEEDBACK_MAX_CONTENT}
                      countLabel={(n, max) => t('form_count', { n, max })}
                    />
                  )}
                </FormField>
                <FormField
                  label={t('feedback_contact')}
                  hint={t('feedback_contact_hint')}
                  error={shown('contact')}
                >
                  {(field) => (
                    <TextInput
                      {...field}
                      name="contact"
                      fullWidth
                      autoComplete="email"
                      value={formik.values.contact}
                      onChange={formik.handleChange}
                      onBlur={formik.handleBlur}
                    />
                  )}
                </FormField>
                <FormField
                  label={t('feedback_images')}
                  hint={t('feedback_images_hint', { max: FEEDBACK_MAX_IMAGES })}
                  // A refused picture is said at once: the player just chose it.
                  error={getIn(formik.errors, 'images') as string | undefined}
                >
                  {(field) => (
                    <ImagePicker
                      field={field}
                      files={formik.values.images}
                      max={FEEDBACK_MAX_IMAGES}
                      onFilesChange={(files) => void formik.setFieldValue('images', files, true)}
                      addLabel={t('feedback_add_image')}
                      removeLabel={(name) => t('feedback_remove_image', { name })}
                    />
                  )}
                </FormField>
                <Actions>
                  <Button type="submit" loading={send.pending || formik.isSubmitting}>
                    {t('feedback_send')}
                  </Button>
                </Actions>
              </Form>
            );
          }}
        </Formik>
      )}
    </Modal>
  );
}
