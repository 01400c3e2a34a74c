export { Skeleton, SkeletonBlock, SKELETON_NAME } from './skeleton';
export type { SkeletonProps, SkeletonBlockProps } from './skeleton';
