export { Avatar, type AvatarProps, type AvatarSize } from './Avatar';
