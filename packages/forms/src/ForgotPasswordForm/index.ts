export {
  ForgotPasswordForm,
  type ForgotPasswordFormProps,
  type ForgotPasswordSubmission,
  type ForgotPasswordTab,
} from './ForgotPasswordForm';
