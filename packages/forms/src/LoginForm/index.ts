export {
  LoginForm,
  type LoginFormProps,
  type LoginInitialValues,
  type LoginSubmission,
  type LoginType,
} from './LoginForm';
