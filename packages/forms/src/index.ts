export { ruleToSchema, requiredRule } from './schema/ruleToSchema';
export {
  REGISTRATION_FIELDS,
  VERIFICATION_CODE_MAX,
  fieldHint,
  registrationFields,
  registrationSchema,
  type RegistrationField,
  type RegistrationFieldKind,
  type RegistrationFieldSpec,
  type RegistrationMode,
  type RegistrationOptions,
  type RegistrationValues,
} from './schema/registration';
export { FORM_TEXT_KEYS, type FormTextKey, type Translate } from './schema/texts';
export type { FormTexts } from './texts/types';
export { formTextsEs } from './texts/es';
export { formTextsEn } from './texts/en';
export type { CaptchaState } from './shared/CaptchaField';
export type { SendCode } from './shared/CodeField';
export type { SubmitResult } from './shared/useSubmit';
export {
  LoginForm,
  type LoginFormProps,
  type LoginInitialValues,
  type LoginSubmission,
  type LoginType,
} from './LoginForm';
export {
  FIRST_CODE_SECONDS,
  RegisterForm,
  type RegisterBody,
  type RegisterFormProps,
  type RegisterSubmission,
} from './RegisterForm';
export {
  ForgotPasswordForm,
  type ForgotPasswordFormProps,
  type ForgotPasswordSubmission,
  type ForgotPasswordTab,
} from './ForgotPasswordForm';
export {
  ChangePasswordForm,
  type ChangePasswordFormProps,
  type ChangePasswordSubmission,
} from './ChangePasswordForm';
