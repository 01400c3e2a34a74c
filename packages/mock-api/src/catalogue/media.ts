/** Gallery media and customer images. */
import { getProduct, demoProducts } from './products';
import { illustrationDataUrl } from './illustrations';

const HANDLES = ['@cozy.corner', '@northshore.home', '@linen.and.light', '@the.avery.house', '@smallspace.big.style', '@maplewood.living'];
/** The shoppers' rooms: each customer picture shows the product against another wall and floor. */
const ROOMS = [
  { wall: '#dfe6e1', floor: '#b89b7a' },
  { wall: '#efe4d6', floor: '#8c6d52' },
  { wall: '#e3e7ee', floor: '#cfc6b8' },
  { wall: '#f1e9df', floor: '#a47c5b' },
  { wall: '#e9e3ef', floor: '#d8cfc2' },
  { wall: '#e6ece4', floor: '#9a7b60' },
];

/** Customer image records for a product (000 §3, 002 §3). Every upholstery product has some. */
export function customerImages(sku: string): Array<Record<string, unknown>> {
  const product = getProduct(sku);
  if (!product || !product.isSpecialOrder) return [];
  const related = demoProducts.filter((p) => p.category === 'decor' || p.category === 'accessory').slice(0, 6);
  return HANDLES.map((handle, i) => {
    const url = illustrationDataUrl(product.art, `hsl(${(i * 57) % 360} 30% 55%)`, ROOMS[i % ROOMS.length]);
    const tagged = [product, ...related.slice(i % 3, (i % 3) + 2)];
    return {
      id: `ci-${sku}-${i + 1}`,
      imageSizes: { originalConverted: { url }, smallSquare: { url } },
      videoSizes: i === 5 ? { originalConverted: { url: '/assets/demo/customer-video.mp4' } } : undefined,
      sourceData: { user: { handle } },
      instagramHandle: handle,
      products: tagged.map((p) => ({ sku: p.sku, title: p.name, imageUrl: p.imagePath, url: p.url })),
    };
  });
}

/** Product gallery images (002 §3): ids Image_N / Video_N, types 1 (image) and 2 (video). */
export function galleryImages(sku: string): Array<Record<string, unknown>> {
  const product = getProduct(sku);
  if (!product) return [];
  const images = [0, 1, 2, 3].map((i) => ({
    id: `Image_${i + 1}`,
    type: 1,
    src: product.imagePath,
    srcIcon: product.imagePath,
    portraitSrc: product.imagePath,
    portraitSrcHires: product.imagePathHiRes,
    altText: `${product.name}, view ${i + 1}`,
    url: product.url,
    additionalDetails: { isVideo: false, is360: i === 3, defaultWelcomeMat: false, isSpecialOrderImage: product.isSpecialOrder },
  }));
  const videos = product.isSpecialOrder
    ? [{ id: 'Video_1', type: 2, src: '/assets/demo/product-video.mp4', srcIcon: product.imagePath, altText: `${product.name} video`, url: product.url, additionalDetails: { isVideo: true, videoPosterSrc: product.imagePath } }]
    : [];
  return [...images, ...videos];
}
