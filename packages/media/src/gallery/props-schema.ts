import { array, boolean, enums, optional, string, type, type Infer, type Struct } from 'superstruct';
import { VisualizerPropsSchema } from '../visualizer/props-schema';
import { CustomerImageRecord, GalleryImage } from './schema';

const galleryPropsSchemaStruct = type({
  sku: string(),
  optionChoiceParameter: optional(string()),
  images: optional(array(GalleryImage)),
  customerImages: optional(array(CustomerImageRecord)),
  isKids: optional(boolean()),
  personalized: optional(boolean()),
  view: optional(enums(['images', 'customer-images', 'none'])),
  tab: optional(enums(['images', 'videos', 'customer-images'])),
  imageId: optional(string()),
  visualizer: optional(VisualizerPropsSchema),
});
/**
 * Props of the `gallery` island [ref: script-tag#attributes-and-windowhearth, #islands, gallery].
 *
 * | prop | type | default | meaning |
 * |---|---|---|---|
 * | `sku` | string | — (required) | the product |
 * | `optionChoiceParameter` | string | '' | its option choice (a change resets to the default image) |
 * | `images` | gallery image[] [ref: gallery#data] | fetched (galleryImages ?sku, with the optionChoiceParameter once options are chosen) | ids Image_N / Video_N / CustomerImage_N; type 2 video, 3 customer image, else standard |
 * | `customerImages` | customer image record[] | fetched (customerImages ?sku&isKids) | |
 * | `isKids` | boolean | the kids brand | kids flag of the customer images fetch |
 * | `personalized` | boolean | false | a monogram personalization: the default image becomes its personalizationImage |
 * | `view` | 'images' \| 'customer-images' \| 'none' | 'images' | what shows in the page |
 * | `tab` | 'images' \| 'videos' \| 'customer-images' | 'images' | the tab the modal opens on |
 * | `imageId` | string | the first image | the image selected when opened as a popup |
 * | `visualizer` | the visualizer island's props | — | the welcome-mat entry's launcher (an image flagged defaultWelcomeMat) |
 */
export const GalleryPropsSchema: Struct<GalleryIslandProps, unknown> = galleryPropsSchemaStruct;

/** Props of the `gallery` island, inferred from its schema. */
export interface GalleryIslandProps extends Infer<typeof galleryPropsSchemaStruct> {}
