import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, type PluginOption } from 'vite';

/** A module that can define a component the docs pages describe: a `.tsx` source, not a story or a test. */
const COMPONENT_MODULE = /(?<!\.(stories|test))\.tsx$/;

/**
 * Storybook's react-docgen plugin reads every `.ts` and `.tsx` module the stories reach (1,157 in
 * the build: 7.8 s of its 11.3 s on a quiet machine, 4.5 s after this), though the props tables come only from components, which live in
 * `.tsx` files: hooks, logic, schemas and stories have none. The plugin takes no filter, so its
 * transform is wrapped to pass over the rest (the same props tables, 161 of them).
 */
function onlyComponentsForDocgen(plugins: readonly PluginOption[]): void {
  for (const plugin of plugins.flat(Infinity)) {
    if (!plugin || typeof plugin !== 'object' || !('name' in plugin)) continue;
    if (plugin.name !== 'storybook:react-docgen-plugin' || typeof plugin.transform !== 'function') continue;
    const transform = plugin.transform;
    plugin.transform = function (this: unknown, code: string, id: string, ...rest: unknown[]) {
      if (!COMPONENT_MODULE.test(id.split('?')[0])) return undefined;
      return (transform as (...args: unknown[]) => unknown).call(this, code, id, ...rest);
    } as typeof transform;
  }
}

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
    onlyComponentsForDocgen(viteConfig.plugins ?? []);
    return viteConfig;
  },
};

export default config;
