import { describe, expect, it } from 'vitest';
import {
  customerPhotos,
  galleryTabs,
  imageSource,
  thumbSource,
  indexOfId,
  isDirectVideo,
  isKidsSite,
  mediaId,
  mediaKind,
  presetUrl,
  splitMedia,
  withPersonalization,
} from './gallery-logic';
import { scrolledEntry } from './anchored-image';

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
      thumbField: 'customerImages.imageSizes.smallSquare.url',
      video: undefined,
      handle: '@one',
      products: [{ title: 'Sofa', url: '/s' }],
    },
    {
      id: 'CustomerImage_2',
      src: '/2.jpg',
      thumb: '/2.jpg',
      thumbField: 'customerImages.imageSizes.originalConverted.url',
      video: undefined,
      handle: '@two',
      products: [],
    },
    {
      id: 'CustomerImage_3',
      src: undefined,
      thumb: undefined,
      thumbField: 'customerImages.imageSizes.originalConverted.url',
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

describe("[ref: gallery#rules, #limits] 'View All': the entry scrolling selects", () => {
  // a 900 px window: the anchored image scroll trigger is the line 300 px down
  const view = { top: 100, bottom: 800 };
  it('the first entry at least 90 % in view', () => {
    const entries = [
      { top: -400, bottom: 150 },
      { top: 170, bottom: 470 }, // wholly in view
      { top: 490, bottom: 790 }, // so is this one, after it
    ];
    expect(scrolledEntry(entries, view, 900)).toBe(1);
    // 89 % in view is not enough: the anchored image is, the one across the line at 300 px
    expect(scrolledEntry([{ top: 67, bottom: 367 }], view, 900)).toBe(0);
    expect(scrolledEntry([{ top: 67, bottom: 367 }], view, 899)).toBe(0);
  });

  it('else the anchored image: the entry across the line one third of the window height down', () => {
    // entries taller than 90 % of the view, never that much in it
    const tall = (top: number) => [
      { top, bottom: top + 700 },
      { top: top + 716, bottom: top + 1416 },
    ];
    expect(scrolledEntry(tall(-300), view, 900)).toBe(0); // the first spans 300 px
    expect(scrolledEntry(tall(-415), view, 900)).toBe(-1); // the line falls in the gap (285-301 px): the selection stays
    expect(scrolledEntry(tall(-418), view, 900)).toBe(1); // the second's top at 298 px: it is across the line
    expect(scrolledEntry(tall(-418), view, 893)).toBe(-1); // a 893 px window: the line at 297.7 px, above it
    expect(scrolledEntry([{ top: 310, bottom: 1100 }], view, 900)).toBe(-1);
    // a box not laid out yet (no height) is never the one in view
    expect(scrolledEntry([{ top: 100, bottom: 100 }], { top: 0, bottom: 800 }, 900)).toBe(-1);
    // on the line exactly: the entry whose top is there, not the one whose bottom is
    expect(
      scrolledEntry(
        [
          { top: -400, bottom: 300 },
          { top: 300, bottom: 1000 },
        ],
        { top: 0, bottom: 800 },
        900,
      ),
    ).toBe(1);
    // a list that starts below the line takes it at its top edge
    expect(scrolledEntry(tall(-500), { top: 350, bottom: 800 }, 900)).toBe(1);
    expect(scrolledEntry(tall(-300), { top: 350, bottom: 800 }, 900)).toBe(0);
  });
});

describe('[ref: gallery#data] which address shows an image', () => {
  const image = { id: 'Image_1', src: '/s.jpg', portraitSrc: '/p.jpg', portraitSrcHires: '/p2.jpg' };
  it('portrait first, hi-res only for the zoom; src when there is no portrait; each with its field', () => {
    expect(imageSource(image)).toEqual({ src: '/p.jpg', field: 'images.portraitSrc' });
    expect(imageSource(image, true)).toEqual({ src: '/p2.jpg', field: 'images.portraitSrcHires' });
    expect(imageSource({ id: 'Image_1', src: '/s.jpg', portraitSrc: '/p.jpg' }, true)).toEqual({
      src: '/p.jpg',
      field: 'images.portraitSrc',
    });
    expect(imageSource({ id: 'Image_1', src: '/s.jpg' }, true)).toEqual({ src: '/s.jpg', field: 'images.src' });
    expect(imageSource({ id: 'Image_1', src: '/s.jpg', portraitSrc: null, portraitSrcHires: null }, true)).toEqual({
      src: '/s.jpg',
      field: 'images.src',
    });
    expect(imageSource({ id: 'Image_1' })).toBeUndefined();
  });

  it("a thumbnail: the image's icon, else its own address, each with its field", () => {
    expect(thumbSource({ ...image, srcIcon: '/i.jpg' })).toEqual({ src: '/i.jpg', field: 'images.srcIcon' });
    expect(thumbSource(image)).toEqual({ src: '/p.jpg', field: 'images.portraitSrc' });
    expect(thumbSource({ id: 'Image_1', src: '/s.jpg', srcIcon: null })).toEqual({
      src: '/s.jpg',
      field: 'images.src',
    });
    expect(thumbSource({ id: 'Image_1' })).toBeUndefined();
  });

  it("the customer images' kids flag is the kids store's alone", () => {
    expect(isKidsSite('kids')).toBe(true);
    expect(isKidsSite('main')).toBe(false);
    expect(isKidsSite('cb2')).toBe(false);
  });
});
