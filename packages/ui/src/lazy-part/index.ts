export { lazyPart } from './lazy-part';
export type { LazyPart, PreloadProps } from './lazy-part';
