import type { FormTextKey } from '../schema/texts';

/**
 * The forms' texts in one language: each of the forms' own keys (`FORM_TEXT_KEYS`), and the
 * server rules' messages `reg_pattern_<patternId>` (the keys of @portal/contract's rules).
 */
export type FormTexts = Readonly<Record<FormTextKey, string>> &
  Readonly<Record<`reg_pattern_${number}`, string>>;
