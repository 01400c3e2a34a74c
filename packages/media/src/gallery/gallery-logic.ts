/**
 * The gallery's rules [ref: gallery#data, #rules, #limits] as pure functions: what kind each image is,
 * the tabs, image size presets, direct video files, the default image and the personalization
 * swap, customer images as gallery entries, tagged products 3 at a time.
 */
import type { CustomerImageRecord, GalleryImage, TaggedProduct } from './schema';

/** [ref: gallery#data]: types: images 1, videos 2, customer_images 3; any other type is standard. */
export const MEDIA_TYPE = { image: 1, video: 2, customerImage: 3 } as const;
/** [ref: gallery#limits]: zoom debounce 750 ms, roll-over 300 ms. */
export const ZOOM_DEBOUNCE_MS = 750;
export const ZOOM_ROLLOVER_MS = 300;
/** [ref: gallery#limits]: the customer-image carousel shows 3 products at a time. */
export const TAGGED_PRODUCTS_PER_VIEW = 3;
/** [ref: gallery#limits]: scroll intersection threshold. */
export const SCROLL_THRESHOLD = 0.9;
/** [ref: gallery#limits]: accepted direct video file extensions. */
export const DIRECT_VIDEO_EXTENSIONS = ['.mp4', '.webm', '.ogg'] as const;
/** [ref: gallery#limits]: image size presets of web_pdp_main_carousel. */
export type ImagePreset = 'thumb' | 'med' | 'high' | 'zoom';

/** Gallery tabs [ref: gallery#screens]: 'Product Videos' only when videos exist. */
export type GalleryTab = 'images' | 'videos' | 'customer-images';

/** What an image is, by its type [ref: gallery#data]: 2 video, 3 customer image, anything else standard. */
export function mediaKind(image: Pick<GalleryImage, 'type'>): 'standard' | 'video' | 'customer' {
  const type = Number(image.type);
  if (type === MEDIA_TYPE.video) return 'video';
  if (type === MEDIA_TYPE.customerImage) return 'customer';
  return 'standard';
}

/** The gallery's images split by kind, each list in the order given. */
export function splitMedia(images: readonly GalleryImage[]) {
  return {
    images: images.filter((image) => mediaKind(image) === 'standard'),
    videos: images.filter((image) => mediaKind(image) === 'video'),
    customer: images.filter((image) => mediaKind(image) === 'customer'),
  };
}

/** [ref: gallery#screens]: the tabs, in order; 'Product Videos' only when videos exist. */
export function galleryTabs(hasVideos: boolean): GalleryTab[] {
  return hasVideos ? ['images', 'videos', 'customer-images'] : ['images', 'customer-images'];
}

/** [ref: gallery#data] ids: Image_N, Video_N, CustomerImage_N (N from 1). */
export function mediaId(kind: 'standard' | 'video' | 'customer', n: number): string {
  return `${kind === 'standard' ? 'Image' : kind === 'video' ? 'Video' : 'CustomerImage'}_${n}`;
}

/**
 * An image address at a size preset (web_pdp_main_carousel thumb, med, high, zoom) [ref: gallery#limits], the
 * image server's `$preset$` query (`…/sofa.jpg?$web_pdp_main_carousel_zoom$`), kept after any
 * query the address already has.
 */
export function presetUrl(src: string, preset: ImagePreset): string {
  const hash = src.indexOf('#');
  const base = hash === -1 ? src : src.slice(0, hash);
  return `${base}${base.includes('?') ? '&' : '?'}$web_pdp_main_carousel_${preset}$${hash === -1 ? '' : src.slice(hash)}`;
}

/** [ref: gallery#limits]: a direct video file (.mp4, .webm, .ogg: played as is); anything else needs the video-URL lookup. */
export function isDirectVideo(src: string | null | undefined): boolean {
  if (!src) return false;
  const path = src.split(/[?#]/)[0]!.toLowerCase();
  return DIRECT_VIDEO_EXTENSIONS.some((ext) => path.endsWith(ext));
}

/**
 * [ref: gallery#rules]: the images as shown. A monogram personalization swaps the default (first) image for
 * its personalization image; the others stay.
 */
export function withPersonalization(images: readonly GalleryImage[], personalized: boolean): GalleryImage[] {
  if (!personalized) return [...images];
  return images.map((image, index) =>
    index === 0 && image.personalizationImage
      ? {
          ...image,
          src: image.personalizationImage,
          portraitSrc: image.personalizationImage,
          portraitSrcHires: image.personalizationImage,
        }
      : image,
  );
}

/** An address and the answer's field it came from, which a refused address's console line names. */
export interface SourcedUrl {
  src: string;
  field: string;
}

/** The address to show an image at: portrait (hi-res for zoom), else src; with its field. */
export function imageSource(image: GalleryImage, hiRes = false): SourcedUrl | undefined {
  if (hiRes && image.portraitSrcHires != null) return { src: image.portraitSrcHires, field: 'images.portraitSrcHires' };
  if (image.portraitSrc != null) return { src: image.portraitSrc, field: 'images.portraitSrc' };
  return image.src != null ? { src: image.src, field: 'images.src' } : undefined;
}

/** A thumbnail's address: the image's icon, else the image's own address; with its field. */
export function thumbSource(image: GalleryImage): SourcedUrl | undefined {
  return image.srcIcon != null ? { src: image.srcIcon, field: 'images.srcIcon' } : imageSource(image);
}

/** A customer image's handle [ref: gallery#data]: the Instagram handle, else the source-data user handle. */
export function customerHandle(record: CustomerImageRecord): string | undefined {
  return (
    record.instagramHandle ?? record.additionalDetails?.instagramHandle ?? record.sourceData?.user?.handle ?? undefined
  );
}

/** A customer image as the gallery shows it [ref: gallery#data]. */
export interface CustomerPhoto {
  id: string;
  src?: string | undefined;
  thumb?: string | undefined;
  /** The record's field `thumb` came from, which a refused address's console line names. */
  thumbField: string;
  video?: string | undefined;
  handle?: string | undefined;
  products: TaggedProduct[];
}

/** Customer image records as gallery entries, ids CustomerImage_N; records without an image or video are left out. */
export function customerPhotos(records: readonly CustomerImageRecord[]): CustomerPhoto[] {
  return records
    .map((record) => ({
      src: record.imageSizes?.originalConverted?.url ?? undefined,
      thumb: record.imageSizes?.smallSquare?.url ?? record.imageSizes?.originalConverted?.url ?? undefined,
      thumbField: `customerImages.imageSizes.${record.imageSizes?.smallSquare?.url != null ? 'smallSquare' : 'originalConverted'}.url`,
      video: record.videoSizes?.originalConverted?.url ?? undefined,
      handle: customerHandle(record),
      products: record.products ?? record.additionalDetails?.products ?? [],
    }))
    .filter((photo) => photo.src || photo.video)
    .map((photo, index) => ({ id: mediaId('customer', index + 1), ...photo }));
}

/** [ref: gallery#data]: the kids flag of the customer images fetch. */
export function isKidsSite(brand: string): boolean {
  return brand === 'kids';
}

/** The index of `id` in `list`, else 0 (a change of sku or option resets to the default image) [ref: gallery#rules]. */
export function indexOfId(list: ReadonlyArray<{ id: string }>, id: string | undefined): number {
  // (no id matches none: every entry has one)
  const found = list.findIndex((entry) => entry.id === id);
  return found === -1 ? 0 : found;
}
