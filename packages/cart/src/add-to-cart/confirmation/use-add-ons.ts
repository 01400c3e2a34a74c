import { dispatchCartUpdated, formatPrice, type Site } from '@hearth/core';
import { addOnImage } from '@hearth/commerce';
import { useRef, useState } from 'react';
import { addOnCartItems, addedCount, addedItemsOf, isInAddedList } from '../add-to-cart-logic';
import { postAddItem, type CallClient, type Log } from '../add-to-cart-calls';
import { addToCartLinkUrl } from '../add-to-cart-urls';
import type { AddOn } from '../schema';
import type { AddedItem } from '../call-schema';

/** Options of {@link useAddOns}. */
export interface UseAddOnsOptions {
  /** The add-ons to recommend [ref: add-to-cart#data]. */
  addOns: readonly AddOn[];
  /** The added list so far: the items just added (it grows with each add-on) [ref: add-to-cart#rules]. */
  added: readonly AddedItem[];
  /** The call client. */
  client: CallClient;
  /** Where a failed add is logged ('Cart add failure in add-ons: not shown') [ref: add-to-cart#errors]. */
  log: Log;
  /** The storefront site for prices. */
  site: Site;
}

/** One add-on, ready to render. */
export interface AddOnView {
  addOn: AddOn;
  /** The image: imageUrl, else imagePath, else imagePopup [ref: add-to-cart#data]; left out when the URL filter refuses it. */
  image: string | undefined;
  /** Where the name links: `navigateUrl` when the URL filter lets it through, else the name is text. */
  href: string | undefined;
  /** The price with the site's prefix ('$' or 'CAD '). */
  price: string;
  /** [ref: add-to-cart#rules]: its sku is in the added list: the button reads 'Added' and is disabled. */
  added: boolean;
  /** Adds it (quantity 1, Location 'Furniture Add-On'); resolves once the answer is in. */
  add: () => Promise<void>;
}

/**
 * The 'Extras and Essentials We Recommend' list [ref: add-to-cart#screens, #data, #rules]: each add-on posts
 * `[{Sku, Quantity: 1, OptionChoiceParameter, Location: 'Furniture Add-On'}]` to `addItem`; on
 * success the added list grows, the button becomes 'Added', and the cart header refreshes.
 */
export function useAddOns({ addOns, added: initial, client, log, site }: UseAddOnsOptions) {
  const [added, setAdded] = useState<AddedItem[]>(() => [...initial]);
  const inFlight = useRef(new Set<string>());

  const add = async (addOn: AddOn) => {
    // Each row's button blocks its own second click; this guards the call itself as well.
    if (inFlight.current.has(addOn.sku) || isInAddedList(added, addOn.sku)) return;
    inFlight.current.add(addOn.sku);
    try {
      const payload = addOnCartItems(addOn);
      const result = await postAddItem(client, payload, log);
      if (result.status === 'failed') return;
      const items = addedItemsOf(result.answer.items, payload).map((item) => ({
        ...item,
        // Stryker disable next-line LogicalOperator: the popup reads the added list's count and skus, never its names
        name: item.name || addOn.name,
      }));
      setAdded((list) => [...list, ...items]);
      dispatchCartUpdated(result.answer.itemCount ?? undefined);
    } finally {
      inFlight.current.delete(addOn.sku);
    }
  };

  const views: AddOnView[] = addOns.map((addOn) => ({
    addOn,
    image: addOnImage(addOn, addToCartLinkUrl),
    href: addToCartLinkUrl(addOn.navigateUrl, 'addOns.navigateUrl'),
    price: formatPrice(addOn.formattedPrice, { site }),
    added: isInAddedList(added, addOn.sku),
    add: () => add(addOn),
  }));

  return { addOns: views, added, addedCount: addedCount(added) };
}
