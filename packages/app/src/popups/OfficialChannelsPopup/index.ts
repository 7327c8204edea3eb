export { OfficialChannelsPopup, type OfficialChannelsPopupProps } from './OfficialChannelsPopup';
