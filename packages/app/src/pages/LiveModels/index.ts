export { LiveModels, liveChatPath } from './LiveModels';
export { LiveChat } from './LiveChat';
