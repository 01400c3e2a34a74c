import { lazyPart } from '@hearth/ui';

/**
 * The registry's popups (terms, chooser, confirmation with its add-ons and 'You May Also Want')
 * load when the first one opens, or earlier when the pointer or focus reaches the registry button.
 */
export const RegistryPopup = lazyPart(
  () => import('./registry-popups').then((m) => m.RegistryPopups),
  'RegistryPopups',
);
