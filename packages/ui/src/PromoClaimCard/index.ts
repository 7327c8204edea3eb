export { PromoClaimCard, type PromoClaimCardProps, type PromoClaimState } from './PromoClaimCard';
