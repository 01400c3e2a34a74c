/**
 * Every string @hearth/media shows, in one place. The spec's own strings are to the letter
 * (section named beside each); the others are Hearth wording where the spec shows none
 * (README, "Hearth wording").
 */

// [ref: gallery#strings]: the gallery modal and its tabs.
export const GALLERY_TITLE = 'Product Gallery';
export const TAB_IMAGES = 'Product Images';
export const TAB_VIDEOS = 'Product Videos';
export const TAB_CUSTOMER_IMAGES = 'Customer Images';
export const VIEW_ALL = 'View All';
// Hearth wording: the in-page trigger of the gallery popup, as the demo's pages write it.
export const VIEW_ALL_IMAGES = 'View all images';

// [ref: product-carousel#rules]: carousel add to cart / add to registry.
export const ADDED = 'Added';
export const ADD = 'Add';
export const ADD_TO_REGISTRY = 'Add To Registry';

// [ref: visualizer#strings, #rules]: the visualizer summary drawer; [ref: visualizer#strings]: its add-all failure.
export const SUMMARY_TITLE = 'Summary';
export const VIEW_SUMMARY = 'View Summary';
export const CLOSE_SUMMARY = 'Close Summary';
export const ADD_ALL_FAILED = 'We were unable to add these items to your cart. Please try again.';

// Hearth wording (the spec shows none).
export const PRODUCTS_LABEL = 'Products';
export const addedWithName = (name: string) => `Added: ${name}`;
export const SHOP_THE_LOOK = 'Shop the look';
export const PREVIOUS_IMAGE = 'Previous image';
export const NEXT_IMAGE = 'Next image';
export const PREVIOUS_PRODUCTS = 'Previous products';
export const NEXT_PRODUCTS = 'Next products';
export const imageLabel = (n: number, count: number) => `Image ${n} of ${count}`;
export const photoBy = (handle: string) => `Photo by ${handle}`;
export const OPEN_PHOTO = (handle: string) => `Open photo by ${handle}`;
export const ZOOM_IN = 'Zoom in';
export const ZOOM_OUT = 'Zoom out';
export const VIEW_360 = '360° view';
export const ROTATE = 'Rotate';
export const START_360 = 'Start 360° view';
export const PLAY_VIDEO = 'Play video';
export const NO_CUSTOMER_IMAGES = 'No customer images yet.';
export const BACK_TO_CAROUSEL = 'Back to carousel';
export const GALLERY_LOAD_FAILED = 'Images could not be loaded.';
export const VIDEO_UNAVAILABLE = 'This video is not available.';
export const LAUNCH_VISUALIZER = 'View in Your Room';
export const ADD_ALL_TO_CART = 'Add All to Cart';
export const ALL_ADDED = 'All items were added to your cart.';
export const COPY_SUMMARY = 'Copy Summary';
export const SUMMARY_COPIED = 'Summary copied.';
export const SUBTOTAL = 'Subtotal';
export const AVAILABILITY_NOTICE = 'Prices and availability are subject to change.';
export const VISUALIZER_TITLE = 'Visualizer';
export const VISUALIZER_REGION = 'Visualizer';
export const QUANTITY = 'Qty';
export const SKU = 'SKU';
export const NO_ITEMS_IN_ROOM = 'Add products to your room to see them here.';
