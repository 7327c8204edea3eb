export { RealityCheckPopup, sessionTime, type RealityCheckPopupProps } from './RealityCheckPopup';
