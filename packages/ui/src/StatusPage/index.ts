export { StatusPage, type StatusPageProps, type StatusPageVariant } from './StatusPage';
