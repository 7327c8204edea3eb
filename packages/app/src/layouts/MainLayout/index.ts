export { MainLayout, PageLoading, type MainLayoutProps } from './MainLayout';
