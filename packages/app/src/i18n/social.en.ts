/** English texts of social login (with en.ts; Spanish in social.es.ts). */
export const socialEn: Record<string, string> = {
  social_heading: 'or continue with',
  social_continue: 'Continue with {{label}}',
  social_register_intro:
    'You signed in with {{label}}. Fill in what is missing to create your account.',
  social_register_loading: 'Loading your sign-in…',
  social_section_title: 'Linked accounts',
  social_section_text:
    'Log in with a linked provider instead of your password. A provider can only be linked here, while you are logged in.',
  social_link: 'Link {{label}}',
  social_unlink: 'Unlink {{label}}',
  social_linked_on: 'Linked on {{date}}',
  social_linked_done: '{{label}} is now linked to your account.',
  social_unlinked_done: '{{label}} was unlinked.',
  social_none: 'You have no linked accounts.',
  error_SOCIAL_PROVIDER_UNKNOWN: 'This sign-in provider is not available.',
  error_SOCIAL_UNAVAILABLE:
    'The sign-in provider cannot be reached: try again later or log in another way.',
  error_SOCIAL_DENIED: 'The sign-in with the provider was cancelled or refused.',
  error_SOCIAL_INVALID:
    'This sign-in could not be checked (expired, already used or started elsewhere): start again.',
  error_SOCIAL_SIGNUP_INVALID:
    'This registration has expired or is already complete: sign in with the provider again.',
  error_SOCIAL_EMAIL_TAKEN:
    'An account with this e-mail exists: log in to it and link the provider from My account.',
  error_SOCIAL_ALREADY_LINKED: 'This provider account is already linked to another account.',
};
