export { StatusGate, systemView } from './StatusGate';
