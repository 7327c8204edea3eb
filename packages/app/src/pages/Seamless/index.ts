export { Seamless } from './Seamless';
