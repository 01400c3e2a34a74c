/** Shared by the lists stories (not a story file): the demo endpoints and features, a fresh page ZIP. */
import { setConfig, setShopperZip } from '@hearth/core';
import { demoConfig } from '@hearth/mock-api';
import type { Decorator } from '@storybook/react-vite';

/**
 * Runs inside the preview's site/brand decorator: the lists calls' paths are not in the spec
 * [ref: lists#calls], so the demo endpoints are merged in as a page's hearth-config would carry them, with
 * the demo features and `parameters.features` on top.
 */
export const withListsConfig: Decorator = (Story, { parameters }) => {
  const { endpoints, features } = demoConfig();
  setConfig({
    endpoints,
    features: { ...features, ...((parameters['features'] as Record<string, boolean> | undefined) ?? {}) },
  });
  return <Story />;
};

/** Each story starts with no shopper ZIP on the page (the shared signal outlives a story). */
export const resetZip = () => {
  setShopperZip(null);
};

/** The page body: popups are `<dialog>`s in the top layer, queried from there. */
export const pageOf = (canvasElement: HTMLElement) => canvasElement.ownerDocument.body;

/** A page address for the stories' `env` (sign-in return URLs). */
export const STORY_LOCATION = {
  pathname: '/furniture/stoneware-table-lamp/s300101',
  search: '',
  origin: 'http://localhost',
};
