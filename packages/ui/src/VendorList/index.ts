export { VendorList, type Vendor, type VendorListProps } from './VendorList';
