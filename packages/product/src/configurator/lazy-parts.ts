import { lazyPart } from '@hearth/ui';

/**
 * The configurator's popups load on first use (`lazyPart`): 'Browse All', the View Details panel,
 * the anchored choice preview (floating-ui) and the line-level messages' popup (with its
 * sanitizer, DOMPurify) each get a chunk of their own in the script-tag build, preloaded when the
 * pointer or focus reaches their opener.
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
/**
 * The depth imagery carousel [ref: configurator#limits] brings the ui Carousel and Embla (~10 KB brotli): only a
 * depth option with pictures loads it, so a configurator without one never carries it.
 */
export const DepthImageryPart = lazyPart(
  () => import('./visualizer/depth-imagery').then((m) => m.DepthImagery),
  'DepthImagery',
);
