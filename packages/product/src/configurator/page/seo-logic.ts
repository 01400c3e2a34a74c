/**
 * The hidden SEO links list of the special-order page ("A hidden SEO links list exists") [ref: configurator#screens]:
 * links a crawler follows from the configurator to the pages around the product. The page's own
 * links first (props `seoLinks`: related categories, collections), then the 'shop this swatch'
 * page of each fabric or leather choice ([ref: configurator#data] `additionalDetails.shopThisSwatchUrl`), in the
 * option's order. Unique by address, at most {@link SEO_LINKS_MAX}.
 */
import { isMaterialOption } from '../drawers/drawer-logic';
import type { Option } from '../data/schema';
import { allGroups } from '../summary/selection-logic';

/** Links the list holds at most (a 2,000-fabric option would otherwise add 2,000 anchors to the page). */
export const SEO_LINKS_MAX = 100;

/** One link of the list. */
export interface SeoLink {
  name: string;
  url: string;
}

/**
 * The list's links. `check` passes each address through the URL filter (`undefined`: refused,
 * left out); `field` names where it came from.
 */
export function seoLinkList(
  links: readonly SeoLink[],
  options: readonly Option[],
  check: (url: string, field: string) => string | undefined,
  max = SEO_LINKS_MAX,
): SeoLink[] {
  const out: SeoLink[] = [];
  const seen = new Set<string>();
  const add = (name: string, url: string, field: string): boolean => {
    if (out.length >= max) return false;
    const text = name.trim();
    if (!text || !url.trim()) return true;
    const safe = check(url, field);
    if (safe && !seen.has(safe)) {
      seen.add(safe);
      out.push({ name: text, url: safe });
    }
    return true;
  };
  for (const link of links) if (!add(link.name, link.url, 'seoLinks.url')) return out;
  for (const option of options.filter(isMaterialOption)) {
    for (const group of allGroups(option)) {
      for (const choice of group.choices) {
        const name = choice.swatchName || [choice.title, choice.text].filter(Boolean).join(', ');
        if (
          !add(name, choice.additionalDetails?.shopThisSwatchUrl ?? '', 'choices.additionalDetails.shopThisSwatchUrl')
        )
          return out;
      }
    }
  }
  return out;
}
