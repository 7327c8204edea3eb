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
