export { MissionLeaderboard } from './MissionLeaderboard';
