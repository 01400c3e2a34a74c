import { checkUrl, formatPrice, type Site } from '@hearth/core';
import type { Choice } from './schema';

// One check per choice and page: a drawer of 2,000 choices re-renders without parsing 2,000 URLs.
const images = new WeakMap<Choice, string | undefined>();

/** The choice's image ([ref: configurator#data] images.desktop), through the URL filter; `undefined` when refused or absent. */
export function choiceImage(choice: Choice): string | undefined {
  if (images.has(choice)) return images.get(choice);
  const url = checkUrl(choice.images?.desktop || choice.images?.mobile, {
    island: 'configurator',
    field: 'choices.images.desktop',
    instead: 'no image is shown',
  });
  images.set(choice, url);
  return url;
}

/** A link or image address from an answer, through the URL filter. */
export const configuratorUrl = (value: string | undefined, field: string): string | undefined =>
  checkUrl(value, { island: 'configurator', field });

/** A price from the server, formatted for the site [ref: configurator#validation]. */
export const price = (value: string | number | undefined, site: Site): string =>
  value === undefined || value === '' ? '' : formatPrice(value, { site });
