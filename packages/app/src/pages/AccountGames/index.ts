export { AccountGames } from './AccountGames';
