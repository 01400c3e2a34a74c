/** Shared args and decorators of the add-to-cart stories (not a story file). */
import { setConfig } from '@hearth/core';
import type { PersonalizationInput } from '@hearth/cart';
import { demoConfig } from '@hearth/mock-api';
import type { Decorator } from '@storybook/react-vite';

/**
 * The preview sets only site and brand; the add-to-cart calls' paths are not in the spec
 * [ref: add-to-cart#calls], so the demo endpoints are merged in (as a page's hearth-config would carry them).
 */
export const withDemoEndpoints: Decorator = (Story) => {
  const { endpoints, features } = demoConfig();
  setConfig({ endpoints, features });
  return <Story />;
};

/** A plain sofa (with add-ons in the demo catalogue). */
export const SOFA = [{ Sku: '410100' }];
/** The custom-confirmation item. */
export const CUSTOM_TABLE = [{ Sku: '600101' }];
/** The legacy-monogram towel. */
export const TOWEL = [{ Sku: '500102' }];

/** A legacy monogram (not in-house) with two lines. */
export const MONOGRAM: PersonalizationInput = {
  customizationType: 100,
  orderType: 'Monogram',
  profileGuid: 'demo-profile',
  templateName: 'Classic Block',
  locationName: 'Center',
  legend: 'Monogram',
  emptyTextMessage: 'Please enter your personalization text.',
  lines: [
    { elementName: 'Text1', label: 'Line 1', textcolor: 'Navy', font: 'Serif', maxLength: 20 },
    { elementName: 'Text2', label: 'Line 2', textcolor: 'Navy', font: 'Serif', maxLength: 20 },
  ],
};

/** The page body: popups are `<dialog>`s in the top layer, queried from there. */
export const pageOf = (canvasElement: HTMLElement) => canvasElement.ownerDocument.body;
