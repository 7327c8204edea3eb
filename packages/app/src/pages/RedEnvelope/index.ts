export { RedEnvelope } from './RedEnvelope';
export { RedEnvelopeTeaser } from './RedEnvelopeTeaser';
