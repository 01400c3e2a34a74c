/**
 * Every string @hearth/media shows, in one place: section `media` of the wording a page or an app
 * can change (`messages` in `#hearth-config` or `setConfig`). The spec's own strings are to the
 * letter (section named beside each); the others are Hearth wording where the spec shows none
 * (README, "Hearth wording").
 */
import type { Catalogue } from '@hearth/core';

export const MEDIA_MESSAGES = {
  // [ref: gallery#strings]: the gallery modal and its tabs.
  galleryTitle: 'Product Gallery',
  tabImages: 'Product Images',
  tabVideos: 'Product Videos',
  tabCustomerImages: 'Customer Images',
  viewAll: 'View All',
  // The demo's trigger text.
  viewAllImages: 'View all images',

  // [ref: product-carousel#rules]: carousel add to cart / add to registry.
  added: 'Added',
  add: 'Add',
  addToRegistry: 'Add To Registry',

  // [ref: visualizer#strings, #rules]: the visualizer summary drawer; [ref: visualizer#strings]: its add-all failure.
  summaryTitle: 'Summary',
  viewSummary: 'View Summary',
  closeSummary: 'Close Summary',
  addAllFailed: 'We were unable to add these items to your cart. Please try again.',

  // Hearth wording (the spec shows none).
  productsLabel: 'Products',
  /** The carousel button once added, with the product's name (`showAddedText`, on a phone). */
  addedWithName: 'Added: {name}',
  shopTheLook: 'Shop the look',
  previousImage: 'Previous image',
  nextImage: 'Next image',
  previousProducts: 'Previous products',
  nextProducts: 'Next products',
  /** An image's name: its position. */
  imageLabel: 'Image {n} of {count}',
  /** A customer photo's name. */
  photoBy: 'Photo by {handle}',
  /** The button opening a customer photo. */
  openPhoto: 'Open photo by {handle}',
  /** The button opening a customer photo that has no handle: its place in the strip. */
  openPhotoNumber: 'Open photo {n}',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  view360: '360° view',
  rotate: 'Rotate',
  start360: 'Start 360° view',
  playVideo: 'Play video',
  /** The button playing a customer video that has a handle. */
  playVideoBy: 'Play video by {handle}',
  /** The name of a video's captions track, in the player's captions menu. */
  captionsLabel: 'English',
  noCustomerImages: 'No customer images yet.',
  backToCarousel: 'Back to carousel',
  galleryLoadFailed: 'Images could not be loaded.',
  videoUnavailable: 'This video is not available.',
  launchVisualizer: 'View in Your Room',
  addAllToCart: 'Add All to Cart',
  allAdded: 'All items were added to your cart.',
  copySummary: 'Copy Summary',
  summaryCopied: 'Summary copied.',
  subtotal: 'Subtotal',
  availabilityNotice: 'Prices and availability are subject to change.',
  visualizerTitle: 'Visualizer',
  visualizerRegion: 'Visualizer',
  quantity: 'Qty',
  sku: 'SKU',
  noItemsInRoom: 'Add products to your room to see them here.',
} as const satisfies Catalogue;

declare module '@hearth/core' {
  interface MessageCatalog {
    media: typeof MEDIA_MESSAGES;
  }
}
