import { describe, expect, it } from 'vitest';
import {
  customerPhotos,
  galleryTabs,
  indexOfId,
  isDirectVideo,
  mediaId,
  mediaKind,
  presetUrl,
  splitMedia,
  withPersonalization,
} from './gallery-logic';

describe('[ref: gallery#data] kinds and ids', () => {
  it.each([
    [1, 'standard'],
    [2, 'video'],
    [3, 'customer'],
    [0, 'standard'],
    [7, 'standard'],
    [undefined, 'standard'],
    ['2', 'video'],
  ] as const)('type %s is %s', (type, kind) => expect(mediaKind({ type })).toBe(kind));
  it('ids Image_N, Video_N, CustomerImage_N', () => {
    expect([mediaId('standard', 1), mediaId('video', 2), mediaId('customer', 3)]).toEqual([
      'Image_1',
      'Video_2',
      'CustomerImage_3',
    ]);
  });
  it('splits by kind in order', () => {
    const split = splitMedia([{ id: 'a', type: 1 }, { id: 'b', type: 2 }, { id: 'c' }, { id: 'd', type: 3 }]);
    expect(split.images.map((i) => i.id)).toEqual(['a', 'c']);
    expect(split.videos.map((i) => i.id)).toEqual(['b']);
    expect(split.customer.map((i) => i.id)).toEqual(['d']);
  });
});

it("[ref: gallery#screens] tabs: 'Product Videos' only when videos exist", () => {
  expect(galleryTabs(true)).toEqual(['images', 'videos', 'customer-images']);
  expect(galleryTabs(false)).toEqual(['images', 'customer-images']);
});

describe('[ref: gallery#limits] image presets and videos', () => {
  it.each(['thumb', 'med', 'high', 'zoom'] as const)('%s preset', (preset) => {
    expect(presetUrl('/img/sofa.jpg', preset)).toBe(`/img/sofa.jpg?$web_pdp_main_carousel_${preset}$`);
  });
  it('keeps a query and a fragment', () => {
    expect(presetUrl('/img/sofa.svg?v=2#x', 'zoom')).toBe('/img/sofa.svg?v=2&$web_pdp_main_carousel_zoom$#x');
  });
  it.each([
    ['/v/a.mp4', true],
    ['/v/a.WEBM', true],
    ['/v/a.ogg?t=1', true],
    ['https://cdn.test/v/a.mov', false],
    ['https://video.test/watch/123', false],
    ['/v/mp4', false],
    ['', false],
  ])('%s direct: %s', (src, direct) => expect(isDirectVideo(src)).toBe(direct));
});

it('[ref: gallery#rules]: a monogram personalization swaps the default image for its personalization image', () => {
  const images = [
    { id: 'Image_1', src: '/a.jpg', personalizationImage: '/a-mono.jpg' },
    { id: 'Image_2', src: '/b.jpg', personalizationImage: '/b-mono.jpg' },
  ];
  expect(withPersonalization(images, false)).toEqual(images);
  const swapped = withPersonalization(images, true);
  expect(swapped[0]).toMatchObject({ src: '/a-mono.jpg', portraitSrc: '/a-mono.jpg' });
  expect(swapped[1]).toEqual(images[1]);
  expect(withPersonalization([{ id: 'Image_1', src: '/a.jpg' }], true)[0]!.src).toBe('/a.jpg');
});

it('customer images: image, thumb, video, handle (Instagram, else source data), products; ids CustomerImage_N', () => {
  const photos = customerPhotos([
    {
      imageSizes: { originalConverted: { url: '/1.jpg' }, smallSquare: { url: '/1s.jpg' } },
      instagramHandle: '@one',
      products: [{ title: 'Sofa', url: '/s' }],
    },
    { imageSizes: { originalConverted: { url: '/2.jpg' } }, sourceData: { user: { handle: '@two' } } },
    { sourceData: { user: { handle: '@empty' } } },
    {
      videoSizes: { originalConverted: { url: '/3.webm' } },
      additionalDetails: { instagramHandle: '@three', products: [{ title: 'Lamp' }] },
    },
  ]);
  expect(photos).toEqual([
    {
      id: 'CustomerImage_1',
      src: '/1.jpg',
      thumb: '/1s.jpg',
      video: undefined,
      handle: '@one',
      products: [{ title: 'Sofa', url: '/s' }],
    },
    { id: 'CustomerImage_2', src: '/2.jpg', thumb: '/2.jpg', video: undefined, handle: '@two', products: [] },
    {
      id: 'CustomerImage_3',
      src: undefined,
      thumb: undefined,
      video: '/3.webm',
      handle: '@three',
      products: [{ title: 'Lamp' }],
    },
  ]);
});

it('indexOfId falls back to the default image', () => {
  expect(indexOfId([{ id: 'a' }, { id: 'b' }], 'b')).toBe(1);
  expect(indexOfId([{ id: 'a' }], 'z')).toBe(0);
  expect(indexOfId([{ id: 'a' }], undefined)).toBe(0);
});
