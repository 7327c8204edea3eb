export { ChatRoom, type ChatRoomMessage, type ChatRoomProps } from './ChatRoom';
export { linkify, type ChatTextPart } from './linkify';
