export { ChatRoomPopup, type ChatRoomPopupProps } from './ChatRoomPopup';
