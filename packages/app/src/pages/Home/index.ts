export { Home } from './Home';
