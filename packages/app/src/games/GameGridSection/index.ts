export { GameGridSection, type GameGridSectionProps } from './GameGridSection';
