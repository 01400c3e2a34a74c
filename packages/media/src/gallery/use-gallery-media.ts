import { getConfig, onProductSelection, type HearthClient } from '@hearth/core';
import { useCallData } from '@hearth/ui';
import { useEffect, useMemo, useState } from 'react';
import { consoleLog, logCallFailure, type Log } from '../shared/log';
import { customerImages, galleryImages } from './calls';
import { customerPhotos, isKidsSite, splitMedia, withPersonalization } from './gallery-logic';
import type { CustomerImageRecord, GalleryImage } from './schema';
import type { CustomerPhoto } from './gallery-logic';

/** Name of the island, reused in log lines. */
export const GALLERY_NAME = 'gallery';

/** Options of {@link useGalleryMedia}. */
export interface UseGalleryMediaOptions {
  /** The product's sku. */
  sku: string;
  /** Its option choice parameter. @default '' */
  optionChoiceParameter?: string | undefined;
  /** The gallery images, from the page; fetched (galleryImages) when absent. @default undefined */
  images?: readonly GalleryImage[] | undefined;
  /** The customer image records, from the page; fetched (customerImages) when absent and needed. @default undefined */
  customerImages?: readonly CustomerImageRecord[] | undefined;
  /** Read the customer images (they show, or the modal is open). @default true */
  needCustomerImages?: boolean | undefined;
  /** Read the product images. @default true */
  needImages?: boolean | undefined;
  /** [ref: gallery#calls] kids flag of the customer images fetch. @default the kids brand */
  isKids?: boolean | undefined;
  /** A monogram personalization is entered [ref: gallery#rules]. @default false */
  personalized?: boolean | undefined;
  client?: Pick<HearthClient, 'get' | 'post'> | undefined;
  log?: Log | undefined;
}

/** What {@link useGalleryMedia} returns. */
export interface GalleryMediaResult {
  sku: string;
  images: GalleryImage[];
  videos: GalleryImage[];
  photos: CustomerPhoto[];
  loading: boolean;
  failed: boolean;
  photosLoading: boolean;
  selectionKey: string;
}

/**
 * The gallery's media: product images, videos and customer photos, from props or their calls
 * (`useCallData`; failures logged); follows `hearth:product-selection` (another sku or option
 * resets to the default image; a personalization swaps in the personalization image) [ref: gallery#rules].
 * `selectionKey` changes whenever the selection must go back to the default image.
 */
export function useGalleryMedia(options: UseGalleryMediaOptions): GalleryMediaResult {
  const log = options.log ?? consoleLog;
  const [page, setPage] = useState({
    sku: options.sku,
    option: options.optionChoiceParameter ?? '',
    personalized: options.personalized ?? false,
  });
  // Stryker disable ArrayDeclaration: the listener reads nothing of a render (setPage never changes): any constant list keeps it
  useEffect(
    () =>
      onProductSelection((detail) =>
        setPage((current) => ({
          sku: detail.sku ?? current.sku,
          option: detail.optionChoiceParameter ?? current.option,
          personalized: detail.personalized ?? current.personalized,
        })),
      ),
    [],
  );
  // Stryker restore ArrayDeclaration
  useEffect(
    () => setPage((current) => ({ ...current, sku: options.sku, option: options.optionChoiceParameter ?? '' })),
    [options.sku, options.optionChoiceParameter],
  );
  useEffect(
    () => setPage((current) => ({ ...current, personalized: options.personalized ?? false })),
    [options.personalized],
  );

  const fetchImages = options.images === undefined && options.needImages !== false;
  const read = useCallData(galleryImages, {
    // the options chosen go along: the server answers the pictures of the product as configured
    // (the fabric chosen); the pictures shown stay until the new ones come
    query: page.option ? { sku: page.sku, optionChoiceParameter: page.option } : { sku: page.sku },
    keepPreviousData: true,
    enabled: fetchImages && page.sku !== '',
    client: options.client,
    onError: (error) => logCallFailure(log, GALLERY_NAME, 'galleryImages', error),
  });
  const fetchCustomer = options.customerImages === undefined && options.needCustomerImages !== false;
  const customer = useCallData(customerImages, {
    query: { sku: page.sku, isKids: options.isKids ?? isKidsSite(getConfig().brand) },
    enabled: fetchCustomer && page.sku !== '',
    client: options.client,
    onError: (error) => logCallFailure(log, GALLERY_NAME, 'customerImages', error),
  });

  const all = options.images ?? read.data?.images;
  const split = useMemo(() => splitMedia(all ?? []), [all]);
  const images = useMemo(() => withPersonalization(split.images, page.personalized), [split.images, page.personalized]);
  const records = options.customerImages ?? customer.data?.images;
  const photos = useMemo(() => customerPhotos(records ?? []), [records]);

  return {
    sku: page.sku,
    images,
    videos: split.videos,
    photos,
    loading: fetchImages && all === undefined && read.error === undefined,
    failed: fetchImages && read.error !== undefined,
    photosLoading: fetchCustomer && records === undefined && customer.error === undefined,
    selectionKey: `${page.sku}|${page.option}|${page.personalized}`,
  };
}

/** What {@link useGalleryMedia} returns. */
export type GalleryMedia = ReturnType<typeof useGalleryMedia>;
