export {
  CategoryNav,
  type CategoryNavItem,
  type CategoryNavProps,
  type CategoryVendor,
} from './CategoryNav';
export { CategoryNavFallback, type CategoryNavFallbackProps } from './CategoryNavFallback';
