export { Skeleton, type SkeletonProps, type SkeletonShape, type SkeletonSize } from './Skeleton';
