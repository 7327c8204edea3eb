export { MenuList, type MenuListItem, type MenuListProps } from './MenuList';
