import { configuratorUrl } from '../data/choice-urls';
import { pure } from '../swatches/pure';
import type { Option } from '../data/schema';
import { seoLinkList, type SeoLink } from './seo-logic';

/** Props of {@link SeoLinks}. */
export interface SeoLinksProps {
  links: readonly SeoLink[];
  options: readonly Option[];
}

/**
 * The hidden SEO links list [ref: configurator#screens]: in the page for crawlers, `hidden` for everyone else (no
 * tab stop, nothing read aloud: a visually hidden list of a hundred links would be a hundred
 * invisible stops for keyboard and screen-reader users). Addresses pass the URL filter.
 * Renders once per data (pure).
 */
export const SeoLinks = pure(function SeoLinks({ links, options }: SeoLinksProps) {
  const list = seoLinkList(links, options, configuratorUrl); // once per data: the component is pure
  if (list.length === 0) return null;
  return (
    <ul className="hearth-configurator__seo-links" hidden data-seo-links="">
      {list.map((link) => (
        <li key={link.url}>
          <a href={link.url}>{link.name}</a>
        </li>
      ))}
    </ul>
  );
}, 'SeoLinks');
