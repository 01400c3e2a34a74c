/** Shared by the account stories: the demo backend's endpoints and the feature flags a story asks for. */
import { setConfig } from '@hearth/core';
import { DEMO_ENDPOINTS } from '@hearth/mock-api';
import type { Decorator } from '@storybook/react-vite';

/**
 * Runs inside the preview's site/brand decorator: adds the demo endpoints (signInConfig,
 * identityProvider) and `parameters.features` (default: Google and Apple sign-in on).
 */
export const withAccountConfig: Decorator = (Story, { parameters }) => {
  const features = (parameters['features'] as Record<string, boolean> | undefined) ?? {};
  setConfig({ endpoints: { ...DEMO_ENDPOINTS }, features: { googleSignIn: true, appleSignIn: true, ...features } });
  return <Story />;
};
