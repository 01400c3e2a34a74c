/** The calls of the gallery [ref: gallery#calls], by the spec's names; paths from config. */
import { defineCall } from '@hearth/core';
import { CustomerImagesAnswer, GalleryImagesAnswer, VideoUrlAnswer } from './schema';

/** [ref: gallery#calls]: customer images, GET with sku and the kids flag. */
export const customerImages = defineCall({ name: 'customerImages', method: 'GET', answer: CustomerImagesAnswer });
/** The product's gallery images, GET with sku, when the page does not give them [ref: gallery#data]. */
export const galleryImages = defineCall({ name: 'galleryImages', method: 'GET', answer: GalleryImagesAnswer });
/** [ref: gallery#calls]: the video-URL lookup for a video that is not a direct file; answers {url}. */
export const videoUrl = defineCall({ name: 'videoUrl', method: 'GET', answer: VideoUrlAnswer });
