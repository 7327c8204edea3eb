// The responsible play page's small form parts: a select bound to Formik, and the failure of a
// write said in the player's language.
import { FormField, Select, type SelectOption } from '@portal/ui';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/ApiError';
import { ServerError } from '../shared/cashier.styles';
import { useShownError } from '../Withdraw/fields';

export function SelectField({
  name,
  label,
  options,
}: {
  name: string;
  label: string;
  options: readonly SelectOption[];
}) {
  const [field] = useField<string>(name);
  const error = useShownError(name);
  return (
    <FormField label={label} error={error}>
      {(control) => (
        <Select
          {...control}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          options={options}
          fullWidth
        />
      )}
    </FormField>
  );
}

/** A refused write, read at once. */
export function Failure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (error === undefined || error === null) return null;
  return (
    <ServerError role="alert">
      {t(isApiError(error) ? error.messageKey : 'error_INTERNAL')}
    </ServerError>
  );
}
