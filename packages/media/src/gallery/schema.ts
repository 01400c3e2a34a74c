/**
 * Superstruct schemas of the gallery's data (gallery image, customer image record, customer
 * gallery) [ref: gallery#data] and of the answers of its calls. Lenient: fields Hearth does not read never
 * make a good answer fail.
 */
import { array, nullable, number, optional, string, type, union, unknown, type Infer, type Struct } from 'superstruct';
import { FlagSchema, SkuSchema, TextSchema } from '@hearth/commerce';

const galleryImageStruct = type({
  id: SkuSchema,
  type: optional(nullable(union([number(), string()]))),
  src: TextSchema,
  srcIcon: TextSchema,
  portraitSrc: TextSchema,
  portraitSrcHires: TextSchema,
  personalizationImage: TextSchema,
  altText: TextSchema,
  url: TextSchema,
  additionalDetails: optional(
    nullable(
      type({
        isVideo: FlagSchema,
        is360: FlagSchema,
        defaultWelcomeMat: FlagSchema,
        isMonogrammingOptionImage: FlagSchema,
        isSpecialOrderImage: FlagSchema,
        videoPosterSrc: TextSchema,
        /** Hearth: a WebVTT captions file for a video (the spec shows none). */
        captionsSrc: TextSchema,
        customerId: optional(nullable(union([string(), number()]))),
        productId: optional(nullable(union([string(), number()]))),
        sourceData: optional(nullable(type({ user: optional(nullable(type({ handle: TextSchema }))) }))),
        visualizerMessages: optional(nullable(type({ helpMessage: TextSchema }))),
      }),
    ),
  ),
});
/** Gallery image [ref: gallery#data]. Ids Image_N, Video_N, CustomerImage_N; type 2 video, 3 customer image, else standard. */
export const GalleryImage: Struct<GalleryImage, unknown> = galleryImageStruct;
export interface GalleryImage extends Infer<typeof galleryImageStruct> {}

const taggedProductStruct = type({
  sku: optional(nullable(SkuSchema)),
  title: string(),
  imageUrl: TextSchema,
  url: TextSchema,
});
/** A product tagged in a customer image [ref: gallery#data]: title, imageUrl, url. */
export const TaggedProduct: Struct<TaggedProduct, unknown> = taggedProductStruct;
export interface TaggedProduct extends Infer<typeof taggedProductStruct> {}

const SizedUrl = optional(nullable(type({ url: TextSchema })));

const customerImageRecordStruct = type({
  id: optional(nullable(SkuSchema)),
  imageSizes: optional(nullable(type({ originalConverted: SizedUrl, smallSquare: SizedUrl }))),
  videoSizes: optional(nullable(type({ originalConverted: SizedUrl }))),
  sourceData: optional(nullable(type({ user: optional(nullable(type({ handle: TextSchema }))) }))),
  instagramHandle: TextSchema,
  products: optional(nullable(array(TaggedProduct))),
  additionalDetails: optional(
    nullable(type({ instagramHandle: TextSchema, products: optional(nullable(array(TaggedProduct))) })),
  ),
});
/** Customer image record [ref: gallery#data]: sizes, products, an Instagram or source-data handle. */
export const CustomerImageRecord: Struct<CustomerImageRecord, unknown> = customerImageRecordStruct;
export interface CustomerImageRecord extends Infer<typeof customerImageRecordStruct> {}

const customerImagesAnswerStruct = type({
  images: array(CustomerImageRecord),
  additionalDetails: optional(nullable(unknown())),
});
/** Customer images answer ([ref: gallery#data] 'images, and additionalDetails'). */
export const CustomerImagesAnswer: Struct<CustomerImagesAnswer, unknown> = customerImagesAnswerStruct;
export interface CustomerImagesAnswer extends Infer<typeof customerImagesAnswerStruct> {}

const galleryImagesAnswerStruct = type({ images: array(GalleryImage) });
/** Product gallery images answer. */
export const GalleryImagesAnswer: Struct<GalleryImagesAnswer, unknown> = galleryImagesAnswerStruct;
export interface GalleryImagesAnswer extends Infer<typeof galleryImagesAnswerStruct> {}

const videoUrlAnswerStruct = type({ url: TextSchema });
/** Video-URL lookup answer [ref: gallery#calls]: {url}. */
export const VideoUrlAnswer: Struct<VideoUrlAnswer, unknown> = videoUrlAnswerStruct;
export interface VideoUrlAnswer extends Infer<typeof videoUrlAnswerStruct> {}
