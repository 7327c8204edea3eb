export { GameGroupPopup, type GameGroupPopupProps } from './GameGroupPopup';
