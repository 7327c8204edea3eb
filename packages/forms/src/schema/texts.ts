/**
 * Every form text comes from the caller's `t`, keyed as below. The rule messages are the
 * `reg_pattern_<patternId>` keys of @portal/contract (`(min)` and `(max)` replaced by the bounds);
 * the keys here are the forms' own words.
 */
export type Translate = (key: string) => string;

/** The forms' own text keys, so that an app can check its translations hold every one. */
export const FORM_TEXT_KEYS = [
  // shared words
  'forms_required',
  'forms_too_short',
  'forms_too_long',
  'forms_pattern_mismatch',
  'forms_inconsistent_twice',
  'forms_not_empty',
  'forms_enter_captcha',
  'forms_enter_code',
  'forms_show_password',
  'forms_hide_password',
  'forms_captcha_image',
  'forms_captcha_refresh',
  'forms_send_code',
  'forms_country_code',
  'forms_code_countdown',
  'forms_code_ready',
  // field labels
  'forms_field_username',
  'forms_field_password',
  'forms_field_confirmPassword',
  'forms_field_mobileNum',
  'forms_field_verificationCode',
  'forms_field_payeeName',
  'forms_field_paymentPassword',
  'forms_field_email',
  'forms_field_qqNum',
  'forms_field_line',
  'forms_field_whatsapp',
  'forms_field_facebook',
  'forms_field_wechat',
  'forms_field_telegram',
  'forms_field_zalo',
  'forms_field_idNumber',
  'forms_field_birthday',
  'forms_field_nickname',
  'forms_field_recommenderId',
  'forms_field_affiliateCode',
  'forms_field_captcha',
  'forms_field_oldPassword',
  'forms_field_newPassword',
  'forms_field_confirmNewPassword',
  // login
  'forms_login_tabs',
  'forms_login_tab_username',
  'forms_login_tab_mobile',
  'forms_login_remember',
  'forms_login_submit',
  'forms_login_register',
  'forms_login_forgot',
  // register
  'forms_register_tabs',
  'forms_register_tab_username',
  'forms_register_tab_mobile',
  'forms_register_terms',
  'forms_register_terms_link',
  'forms_register_submit',
  'forms_register_login',
  // forgot password
  'forms_forgot_tabs',
  'forms_forgot_tab_email',
  'forms_forgot_tab_mobile',
  'forms_forgot_email_hint',
  'forms_forgot_submit_email',
  'forms_forgot_submit_mobile',
  // change password
  'forms_change_submit',
] as const;

export type FormTextKey = (typeof FORM_TEXT_KEYS)[number];
