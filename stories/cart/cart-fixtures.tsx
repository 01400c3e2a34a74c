/** Shared by the cart page stories: demo endpoints, and a demo cart to start from. */
import { setConfig } from '@hearth/core';
import { DEMO_ENDPOINTS, getSession, type CartLine } from '@hearth/mock-api';
import type { Decorator } from '@storybook/react-vite';

/**
 * Runs inside the preview's site/brand decorator: adds the demo endpoints (every cart-service
 * call) and `parameters.features` (default: Google and Apple sign-in on, retry off so a fault
 * shows at once).
 */
export const withCartConfig: Decorator = (Story, { parameters }) => {
  const features = (parameters['features'] as Record<string, boolean> | undefined) ?? {};
  setConfig({ endpoints: { ...DEMO_ENDPOINTS }, features: { googleSignIn: true, appleSignIn: true, retry: false, ...features } });
  return <Story />;
};

/** Puts a line in the demo cart (or saved-for-later list). */
export function seedLine(sku: string, extra: Partial<CartLine> = {}, list: 'cart' | 'savedForLater' = 'cart'): CartLine {
  const session = getSession();
  const line: CartLine = {
    id: `line-${session.nextId++}`,
    sku,
    qty: 1,
    optionChoiceParameter: '',
    location: 'PDP',
    isPickupSelected: false,
    shipMethod: 1,
    giftRegistryId: null,
    personalizationText: '',
    personalizationId: '',
    isPersonalized: false,
    isInstallationServiceRequired: false,
    installationServiceType: 0,
    recipientId: 'recipient-1',
    ...extra,
  };
  session[list].push(line);
  return line;
}

/** A typical cart: a pillow (2), a rug that can be picked up, a mirror with installation, one saved item. */
export function seedTypicalCart(): void {
  seedLine('200101', { qty: 2 });
  seedLine('300108');
  seedLine('300109', { isInstallationServiceRequired: true, installationServiceType: 1 });
  seedLine('200102', {}, 'savedForLater');
}

/** Where popups render: portals under `<body>`. */
export const pageOf = (canvasElement: HTMLElement) => canvasElement.ownerDocument.body;
