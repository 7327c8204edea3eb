// The host alone, for the router's lazy import: the pop-up itself loads with its first opening.
export { ContractHost } from './ContractHost';
