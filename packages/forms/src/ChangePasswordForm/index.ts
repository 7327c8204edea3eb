export {
  ChangePasswordForm,
  type ChangePasswordFormProps,
  type ChangePasswordSubmission,
} from './ChangePasswordForm';
