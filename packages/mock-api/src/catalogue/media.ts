/** Gallery media and customer images. */
import { getProduct, demoProducts, productViewPath } from './products';
import { illustrationDataUrl, VIEWS, type View } from './illustrations';
import { parseSelections, productImageFor } from './pricing';

/** The demo's product video (a WebM file the demo site serves) and its captions. */
export const DEMO_VIDEO = '/assets/site/demo-video.webm';
export const DEMO_VIDEO_CAPTIONS = '/assets/site/demo-video.vtt';
/** Products the visualizer can place: the gallery gets a welcome-mat entry for them. */
export const VISUALIZER_SKUS = ['410100', '420100', '430100'];
/** The welcome mat's help message ([ref: visualizer#data] visualizerMessages.helpMessage). */
export const VISUALIZER_HELP = 'See it in your room: place it, turn it and measure it before you buy.';

/** How each view reads in the gallery's alternative text. */
const VIEW_NAMES: Record<View, string> = {
  front: 'from the front',
  side: 'from the side',
  detail: 'a close-up of the material',
  room: 'in a room',
};

const HANDLES = [
  '@cozy.corner',
  '@northshore.home',
  '@linen.and.light',
  '@the.avery.house',
  '@smallspace.big.style',
  '@maplewood.living',
];
/** The shoppers' rooms: each customer picture shows the product against another wall and floor. */
const ROOMS = [
  { wall: '#dfe6e1', floor: '#b89b7a' },
  { wall: '#efe4d6', floor: '#8c6d52' },
  { wall: '#e3e7ee', floor: '#cfc6b8' },
  { wall: '#f1e9df', floor: '#a47c5b' },
  { wall: '#e9e3ef', floor: '#d8cfc2' },
  { wall: '#e6ece4', floor: '#9a7b60' },
];

/** Path prefix of customer images (served by the gallery handlers). */
export const CUSTOMER_IMAGE_PATH = '/api/demo/img/customer/';

/** The SVG data URL of customer image `n` (from 1) of `sku`, or undefined. */
export function customerImageSvg(sku: string, n: number): string | undefined {
  const product = getProduct(sku);
  const handle = HANDLES[n - 1];
  if (!product || !product.isSpecialOrder || !handle) return undefined;
  // the product in a shopper's room (another wall and floor each), no text in the picture
  return illustrationDataUrl(product.art, `hsl(${((n - 1) * 57) % 360} 30% 55%)`, ROOMS[(n - 1) % ROOMS.length]);
}

/** Customer image records for a product [ref: gallery#data]. Every upholstery product has some. */
export function customerImages(sku: string): Array<Record<string, unknown>> {
  const product = getProduct(sku);
  if (!product || !product.isSpecialOrder) return [];
  const related = demoProducts.filter((p) => p.category === 'decor' || p.category === 'accessory').slice(0, 6);
  return HANDLES.map((handle, i) => {
    const url = `${CUSTOMER_IMAGE_PATH}${sku}-${i + 1}.svg`;
    const tagged = [product, ...related.slice(i % 3, (i % 3) + 2)];
    return {
      id: `ci-${sku}-${i + 1}`,
      imageSizes: { originalConverted: { url }, smallSquare: { url } },
      videoSizes: i === 5 ? { originalConverted: { url: DEMO_VIDEO } } : undefined,
      sourceData: { user: { handle } },
      instagramHandle: handle,
      products: tagged.map((p) => ({ sku: p.sku, title: p.name, imageUrl: p.imagePath, url: p.url })),
    };
  });
}

/**
 * Product gallery images [ref: gallery#data]: ids Image_N / Video_N, types 1 (image) and 2 (video). With the
 * shopper's options (`optionChoiceParameter`), the pictures show the fabric or leather chosen, as
 * the configurator's summary and the cart do.
 */
export function galleryImages(sku: string, optionChoiceParameter = ''): Array<Record<string, unknown>> {
  const product = getProduct(sku);
  if (!product) return [];
  const picture = productImageFor(product, parseSelections(optionChoiceParameter));
  const hiRes = picture === product.imagePath ? product.imagePathHiRes : `${picture}&hires=1`;
  // one picture per view, each its own drawing: the front, the side, the material close up, a room
  const images = VIEWS.map((view, i) => ({
    id: `Image_${i + 1}`,
    type: 1,
    src: productViewPath(picture, view),
    srcIcon: productViewPath(picture, view),
    portraitSrc: productViewPath(picture, view),
    portraitSrcHires: productViewPath(hiRes, view),
    altText: `${product.name}, ${VIEW_NAMES[view]}`,
    url: product.url,
    additionalDetails: {
      isVideo: false,
      is360: view === 'side',
      defaultWelcomeMat: false,
      isSpecialOrderImage: product.isSpecialOrder,
    },
  }));
  const welcomeMat = VISUALIZER_SKUS.includes(sku)
    ? [
        {
          id: `Image_${images.length + 1}`,
          type: 1,
          src: productViewPath(picture, 'room'),
          srcIcon: productViewPath(picture, 'room'),
          altText: `${product.name} in a room`,
          url: product.url,
          additionalDetails: {
            isVideo: false,
            is360: false,
            defaultWelcomeMat: true,
            visualizerMessages: { helpMessage: VISUALIZER_HELP },
          },
        },
      ]
    : [];
  // Video_1 is a direct file (.mp4, .webm, .ogg) [ref: media#limits]; Video_2 goes through the video-URL lookup.
  const videos = product.isSpecialOrder
    ? [
        {
          id: 'Video_1',
          type: 2,
          src: DEMO_VIDEO,
          srcIcon: product.imagePath,
          altText: `${product.name} video`,
          url: product.url,
          additionalDetails: { isVideo: true, videoPosterSrc: product.imagePath, captionsSrc: DEMO_VIDEO_CAPTIONS },
        },
        {
          id: 'Video_2',
          type: 2,
          src: `https://video.hearth.test/watch/${sku}`,
          srcIcon: product.imagePath,
          altText: `${product.name} video, in a room`,
          url: product.url,
          additionalDetails: { isVideo: true, videoPosterSrc: product.imagePath, captionsSrc: DEMO_VIDEO_CAPTIONS },
        },
      ]
    : [];
  return [...images, ...welcomeMat, ...videos];
}
