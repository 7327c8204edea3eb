export {
  LoginForm,
  type LoginFormProps,
  type LoginInitialValues,
  type LoginProvider,
  type LoginSubmission,
  type LoginType,
} from './LoginForm';
