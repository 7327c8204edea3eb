export { ResponsiblePlay } from './ResponsiblePlay';
