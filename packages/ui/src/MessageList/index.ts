export { MessageList, type MessageListItem, type MessageListProps } from './MessageList';
