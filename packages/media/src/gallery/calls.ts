/** The calls of the gallery (000 §7, 002 §7), by the spec's names; paths from config. */
import { defineCall } from '@hearth/core';
import { CustomerImagesAnswer, GalleryImagesAnswer, VideoUrlAnswer } from './schema';

/** 000 §7, 002 §7: customer images, GET with sku and the kids flag. */
export const customerImages = defineCall({ name: 'customerImages', method: 'GET', answer: CustomerImagesAnswer });
/** The product's gallery images, GET with sku, when the page does not give them (002 §3). */
export const galleryImages = defineCall({ name: 'galleryImages', method: 'GET', answer: GalleryImagesAnswer });
/** 002 §7: the video-URL lookup for a video that is not a direct file; answers {url}. */
export const videoUrl = defineCall({ name: 'videoUrl', method: 'GET', answer: VideoUrlAnswer });
