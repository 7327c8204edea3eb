// The form that opens an account under the agent: a member or a sub-agent, its username, its
// password twice and a nickname. The server checks the operator's registration rules; what it
// refuses is shown on the field it names, and the focus goes there.
import { DOWNLINE_KINDS, type CallValue, type DownlineKind } from '@portal/contract';
import { Button, FormField, TextInput } from '@portal/ui';
import { Formik, useField } from 'formik';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { object, ref, string } from 'yup';
import type { agentCalls } from '../../api/agentCallTable';
import { useOpenAccount } from '../../api/agentTeam';
import {
  Field,
  FocusFirstError,
  ServerFields,
  useFailure,
  useServerFields,
  useShownError,
} from '../Withdraw/fields';
import { ChoiceCards } from '../shared/ChoiceCards';
import { Actions, Details, Fields, Form, Result, ServerError } from '../shared/cashier.styles';

type Opened = CallValue<typeof agentCalls.agentOpenAccount>;

interface OpenValues {
  kind: DownlineKind;
  username: string;
  password: string;
  confirmPassword: string;
  nickname: string;
}

const initialValues: OpenValues = {
  kind: 'member',
  username: '',
  password: '',
  confirmPassword: '',
  nickname: '',
};

/** The kind of account: a radio group of cards, a member or a sub-agent. */
function KindField() {
  const { t } = useTranslation();
  const [field, , helpers] = useField<DownlineKind>('kind');
  const error = useShownError('kind');
  return (
    <ChoiceCards
      legend={t('agent_team_kind')}
      name="kind"
      value={field.value}
      error={error}
      onChoose={(value) => void helpers.setValue(value as DownlineKind)}
      onBlur={field.onBlur}
      choices={DOWNLINE_KINDS.map((kind) => ({
        value: kind,
        name: t(`agent_team_kind_${kind}`),
        details: t(`agent_team_kind_${kind}_text`),
      }))}
    />
  );
}

/** The nickname: the one field the agent may leave empty. */
function NicknameField() {
  const { t } = useTranslation();
  const [field] = useField<string>('nickname');
  const error = useShownError('nickname');
  return (
    <FormField label={t('agent_team_nickname')} hint={t('agent_team_nickname_hint')} error={error}>
      {(control) => (
        <TextInput {...control} {...field} autoComplete="off" maxLength={64} fullWidth />
      )}
    </FormField>
  );
}

export function OpenAccountForm() {
  const { t } = useTranslation();
  const open = useOpenAccount();
  const [opened, setOpened] = useState<Opened | null>(null);
  const failure = useFailure(open.error, {
    USERNAME_TAKEN: ['username', t('error_USERNAME_TAKEN')],
    PASSWORD_MISMATCH: ['confirmPassword', t('error_PASSWORD_MISMATCH')],
    PASSWORD_TOO_WEAK: ['password', t('error_PASSWORD_TOO_WEAK')],
  });
  const [serverFields, setSent] = useServerFields<OpenValues>(failure.fields);
  const form = useRef<HTMLFormElement>(null);

  const schema = useMemo(
    () =>
      object({
        kind: string().oneOf([...DOWNLINE_KINDS]),
        username: string()
          .trim()
          .required(t('agent_team_username_required'))
          .max(32, t('agent_team_username_long', { max: 32 })),
        password: string()
          .required(t('agent_team_password_required'))
          .max(64, t('agent_team_password_long', { max: 64 })),
        confirmPassword: string()
          .required(t('agent_team_confirm_required'))
          .oneOf([ref('password')], t('error_PASSWORD_MISMATCH')),
        nickname: string()
          .trim()
          .max(64, t('agent_team_nickname_long', { max: 64 })),
      }),
    [t],
  );

  const submit = async (values: OpenValues) => {
    setSent(values);
    const nickname = values.nickname.trim();
    try {
      const done = await open.trigger({
        body: {
          kind: values.kind,
          username: values.username.trim(),
          password: values.password,
          confirmPassword: values.confirmPassword,
          ...(nickname ? { nickname } : {}),
        },
      });
      setOpened(done);
    } catch {
      // Shown by the form, on the field the server named when it named one.
    }
  };

  if (opened)
    return (
      <>
        <Result role="status">
          <h3>
            {t(opened.kind === 'agent' ? 'agent_team_opened_agent' : 'agent_team_opened_member', {
              username: opened.username,
            })}
          </h3>
          <Details>
            <dt>{t('agent_team_col_username')}</dt>
            <dd>{opened.username}</dd>
            <dt>{t('agent_team_col_kind')}</dt>
            <dd>{t(`agent_team_kind_${opened.kind}`)}</dd>
          </Details>
        </Result>
        <Actions>
          <Button
            variant="secondary"
            onClick={() => {
              open.reset();
              setOpened(null);
            }}
          >
            {t('agent_team_open_again')}
          </Button>
        </Actions>
      </>
    );

  return (
    <Formik<OpenValues> initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
      {(formik) => (
        <ServerFields.Provider value={serverFields}>
          <Form ref={form} noValidate onSubmit={formik.handleSubmit}>
            <FocusFirstError form={form} serverErrors={failure.fields} />
            {failure.message ? <ServerError role="alert">{failure.message}</ServerError> : null}
            <Fields>
              <KindField />
              <Field
                name="username"
                label={t('agent_team_username')}
                hint={t('agent_team_username_hint')}
                autoComplete="off"
                maxLength={32}
              />
              <Field
                name="password"
                label={t('agent_team_password')}
                secret
                autoComplete="new-password"
                maxLength={64}
              />
              <Field
                name="confirmPassword"
                label={t('agent_team_confirm')}
                secret
                autoComplete="new-password"
                maxLength={64}
              />
              <NicknameField />
              <Actions>
                <Button type="submit" loading={open.pending || formik.isSubmitting}>
                  {t('agent_team_open_submit')}
                </Button>
              </Actions>
            </Fields>
          </Form>
        </ServerFields.Provider>
      )}
    </Formik>
  );
}
