import { lazyPart } from '@hearth/ui';

/**
 * The configurator's popups load on first use (`lazyPart`): 'Browse All', the View Details panel,
 * the anchored choice preview (floating-ui) and the line-level messages' popup (with its
 * sanitizer, DOMPurify) each get a chunk of their own in the script-tag build, preloaded when the
 * pointer or focus reaches their opener. So does a fabric or leather drawer's filter panel, which
 * shows once the shopper opens the drawer (preloaded as the pointer or focus reaches its header).
 */
export const BrowseAllPart = lazyPart(
  () => import('./drawers/browse-all-dialog').then((m) => m.BrowseAllDialog),
  'BrowseAllDialog',
);
export const DetailsPart = lazyPart(
  () => import('./visualizer/details-panel').then((m) => m.DetailsPanel),
  'DetailsPanel',
);
export const PreviewPart = lazyPart(
  () => import('./visualizer/choice-preview').then((m) => m.ChoicePreview),
  'ChoicePreview',
);
export const LinePopupPart = lazyPart(
  () => import('./summary/line-message-popup').then((m) => m.LineMessagePopup),
  'LineMessagePopup',
);
export const FilterPart = lazyPart(() => import('./filters/filter-panel').then((m) => m.FilterPanel), 'FilterPanel');
/** The hidden SEO links list (for crawlers): only where the page does not write it (`seoLinksInPage`). */
export const SeoLinksPart = lazyPart(() => import('./page/seo-links').then((m) => m.SeoLinks), 'SeoLinks');
