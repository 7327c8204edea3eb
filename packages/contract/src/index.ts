export { type Envelope, SuccessEnvelope, FailureEnvelope } from './envelope';
export { ERRORS, ERROR_CODES, type ErrorCode } from './errors';
export {
  ABSOLUTE_MAX_LENGTH,
  BUILTIN_PATTERNS,
  DEFAULT_PATTERN_MESSAGES,
  FieldRuleSchema,
  RegistrationRulesSchema,
  checkFieldRule,
  checkRegistration,
  defaultRuleText,
  ruleMessage,
  ruleMessageKey,
  setBadPatternReporter,
  valueLength,
  type BadPatternReporter,
  type BuiltinPattern,
  type FieldRule,
  type RegistrationRules,
  type RuleCheck,
  type RuleFailure,
} from './rules';
export * from './calls';
export { buildOpenApi } from './openapi';
