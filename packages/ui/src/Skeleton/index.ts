export { Skeleton, type SkeletonProps, SkeletonRegion, type SkeletonRegionProps } from './Skeleton';
