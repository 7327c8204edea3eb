/** English texts of the analytics consent banner (shell/AnalyticsConsent; with en.ts). */
export const consentEn: Record<string, string> = {
  consent_title: 'Measurement cookies',
  consent_message:
    'The operator would like to measure how the portal is used with its analytics tool. Nothing is loaded until you accept; you can change your mind under "Cookies" at the foot of the page.',
  consent_accept: 'Accept',
  consent_decline: 'Decline',
};
