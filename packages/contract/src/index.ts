export { type Envelope, SuccessEnvelope, FailureEnvelope } from './envelope';
export { ERRORS, ERROR_CODES, type ErrorCode } from './errors';
export { RESET_PASSWORD_PAGE, RESET_TOKEN_RULE, isResetTokenShape } from './resetToken';
export {
  ABSOLUTE_MAX_LENGTH,
  BUILTIN_PATTERNS,
  FieldRuleSchema,
  RegistrationRulesSchema,
  checkFieldRule,
  checkRegistration,
  DEFAULT_MOBILE_RULE,
  DEFAULT_PASSWORD_RULE,
  registrationRulesFor,
  ruleMessage,
  ruleMessageKey,
  setBadPatternReporter,
  valueLength,
  type BadPatternReporter,
  type BuiltinPattern,
  type FieldRule,
  type RegistrationMode,
  type RegistrationRules,
  type RuleCheck,
  type RuleFailure,
} from './rules';
export { DEFAULT_PATTERN_MESSAGES, defaultRuleText } from './ruleTexts';
export * from './call';
export * from './calls';
export * from './session';
export * from './social';
export * from './addresses';
export * from './member';
export * from './system';
export * from './feedback';
export * from './catalogue';
export * from './launch';
export * from './demo';
export * from './wallet';
export * from './lottery';
export * from './content';
export * from './messages';
export * from './promos';
export * from './redEnvelope';
export * from './records';
export * from './cashier';
export * from './withdrawals';
export * from './transfers';
export * from './agent';
export * from './missions';
export * from './activities';
export * from './points';
export * from './profile';
export * from './responsible';
export * from './liveChannel';
export * from './live';
export * from './chat';
export { WHITELABEL_FLAGS, isWhitelabelFlag, type WhitelabelFlag } from './flags';
export { csvField, historyCsv, HISTORY_CSV_COLUMNS } from './historyCsv';
export {
  decryptBody,
  encryptBody,
  ENCRYPTION_ALG,
  ENCRYPTION_HEADER,
  fromBase64Url,
  newSealKey,
  openSealedText,
  rsaThumbprint,
  sealText,
  toBase64Url,
  type EncryptedBody,
  type PublicEncryptionKey,
} from './crypto';
export {
  FEEDBACK_IMAGE_TYPES,
  FEEDBACK_MAX_CONTENT,
  FEEDBACK_MAX_IMAGE_BYTES,
  FEEDBACK_MAX_IMAGES,
  sniffImageType,
  type FeedbackImageType,
} from './uploads';
export { buildOpenApi } from './openapi';
export { isTextOf, TEXT_FORMAT_MESSAGES, TEXT_FORMATS, type TextFormat } from './text';
export { MONEY_FORMAT, MULTIPLIER_FORMAT, formatMoney, formatMultiplier } from './numberFormat';
export {
  checkInterfaceTexts,
  INTERFACE_TEXTS_MAX_BYTES,
  type InterfaceTextsCheck,
} from './interfaceTexts';
