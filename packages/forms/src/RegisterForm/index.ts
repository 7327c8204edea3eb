export {
  FIRST_CODE_SECONDS,
  RegisterForm,
  type RegisterBody,
  type RegisterFormProps,
  type RegisterSubmission,
} from './RegisterForm';
