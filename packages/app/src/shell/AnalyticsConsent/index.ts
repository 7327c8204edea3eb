export { AnalyticsConsent } from './AnalyticsConsent';
