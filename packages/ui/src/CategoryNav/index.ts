export {
  CategoryNav,
  type CategoryNavItem,
  type CategoryNavProps,
  type CategoryVendor,
} from './CategoryNav';
