/** Shared by the media stories: the demo backend's endpoints, as a page's hearth-config carries them. */
import { setConfig } from '@hearth/core';
import { demoConfig } from '@hearth/mock-api';
import type { Decorator } from '@storybook/react-vite';

/** Runs inside the preview's site/brand decorator: adds the demo endpoints and features. */
export const withMediaConfig: Decorator = (Story) => {
  const { endpoints, features } = demoConfig();
  setConfig({ endpoints, features });
  return <Story />;
};

/**
 * The gallery as a product page places it: in the page's left column (about 40rem on a desktop),
 * not across the whole canvas, where its square picture would run far below the fold.
 */
export const inGalleryColumn: Decorator = (Story) => (
  <div style={{ maxWidth: '40rem' }}>
    <Story />
  </div>
);
