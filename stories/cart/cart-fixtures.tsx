/** Shared by the cart page stories: demo endpoints, and a demo cart to start from. */
import { setConfig } from '@hearth/core';
import { DEMO_ENDPOINTS, seedCartLine } from '@hearth/mock-api';
import type { Decorator } from '@storybook/react-vite';

/**
 * Runs inside the preview's site/brand decorator: adds the demo endpoints (every cart-service
 * call) and `parameters.features` (default: Google and Apple sign-in on, retry off so a fault
 * shows at once).
 */
export const withCartConfig: Decorator = (Story, { parameters }) => {
  const features = (parameters['features'] as Record<string, boolean> | undefined) ?? {};
  setConfig({
    endpoints: { ...DEMO_ENDPOINTS },
    features: { googleSignIn: true, appleSignIn: true, retry: false, ...features },
  });
  return <Story />;
};

/** Puts a line in the demo cart (or saved-for-later list). */
export const seedLine = seedCartLine;

/** A typical cart: a pillow (2), a rug that can be picked up, a mirror with installation, one saved item. */
export function seedTypicalCart(): void {
  seedLine('200101', { qty: 2 });
  seedLine('300108');
  seedLine('300109', { isInstallationServiceRequired: true, installationServiceType: 1 });
  seedLine('200102', {}, 'savedForLater');
}

/** Where popups are queried: the page body (they are `<dialog>`s in the top layer). */
export const pageOf = (canvasElement: HTMLElement) => canvasElement.ownerDocument.body;
