import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions } from 'vite';

/** One Storybook for every Hearth surface; stories import only public entry points. */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/Introduction.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  // mockServiceWorker.js (msw init .storybook/public) is served from the root.
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  // Storybook's own "Get started" checklist (sidebar widget and menu guide) is for people writing
  // their first story, not for designers reading ours: it only clutters the sidebar.
  features: { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false },
  async viteFinal(viteConfig) {
    // Workspace packages resolve to their sources: nothing needs building first (docs/decisions.md, "Toolchain").
    viteConfig.resolve = {
      ...viteConfig.resolve,
      conditions: ['hearth-source', ...defaultClientConditions],
    };
    return viteConfig;
  },
};

export default config;
