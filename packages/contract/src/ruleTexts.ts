// The rules' default messages, apart from the rules: a form's texts need them, and the rules'
// module brings the schema library along (its schemas are built when it loads).

/**
 * English texts of `reg_pattern_<id>`: the server's messages, and the client's fallback when a
 * language has no translation of its own.
 */
export const DEFAULT_PATTERN_MESSAGES: Readonly<Record<string, string>> = {
  reg_pattern_0: '(min) - (max) characters',
  reg_pattern_1: '(min) - (max) letters and digits, starting with a letter',
  reg_pattern_2: '(min) - (max) Chinese characters or digits',
  reg_pattern_3: 'A valid e-mail address of (min) - (max) characters',
  reg_pattern_4: '(min) - (max) letters or digits, no special characters',
  reg_pattern_5: '(min) - (max) characters mixing letters and digits',
  reg_pattern_6: '(min) - (max) digits',
  reg_pattern_7: '(min) - (max) letters or digits with at least one uppercase letter',
  reg_pattern_8: '(min) - (max) English letters or spaces',
  reg_pattern_9: '(min) - (max) characters without spaces',
  reg_pattern_10: '(min) - (max) Chinese characters or punctuation',
  reg_pattern_11: 'A date as yyyy-MM-dd',
  reg_pattern_12: '(min) - (max) letters, words separated by a space',
  reg_pattern_13: 'A date as MM-dd-yyyy',
  reg_pattern_14: '(min) - (max) letters or digits',
  reg_pattern_15: '(min) - (max) Korean characters',
  reg_pattern_16: '(min) - (max) Thai characters',
  reg_pattern_17: '(min) - (max) Thai or English letters or spaces',
  reg_pattern_18: '(min) - (max) uppercase letters or spaces',
  reg_pattern_19: '(min) - (max) letters, digits or symbols',
};

/** `t` over `DEFAULT_PATTERN_MESSAGES`, for callers without a translation instance. */
export const defaultRuleText = (key: string): string => DEFAULT_PATTERN_MESSAGES[key] ?? key;
