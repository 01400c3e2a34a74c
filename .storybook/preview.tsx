import { resetConfig, setConfig, type Brand, type Site } from '@hearth/core';
import { resetSharedSignals } from '@hearth/core/testing';
import { resetMockState } from '@hearth/mock-api';
import { registerDemoProviders } from '@hearth/example-site/demo-providers';
import { resetCallData } from '@hearth/ui/testing';
import type { Decorator, Preview } from '@storybook/react-vite';
import { STORY_FINISHED } from 'storybook/internal/core-events';
import { extractComponentDescription } from 'storybook/internal/docs-tools';
import { addons } from 'storybook/preview-api';
import { configure } from 'storybook/test';
// Every stylesheet of the packages: tokens, then the primitives, then the features (the order a
// page gets them in, so features may refine primitives).
import '../packages/ui/src/tokens.css';
// The demo store's page base (type, colour, links, page buttons from the same tokens), so a
// preview looks as the island does in the store: the site's fonts, not the browser's serif.
import '../examples/site/public/base.css';
// The demo autocomplete's list, as the demo store's page script brings it.
import '../examples/site/src/demo-providers/demo-autocomplete.css';
import { textControls, VIEWPORTS } from './controls';
import { withoutCitations } from './docs-text';
import { browserMswLoader } from './msw';

import.meta.glob(['../packages/ui/src/**/*.css', '!../packages/ui/src/tokens.css'], { eager: true });
import.meta.glob(['../packages/*/src/**/*.css', '!../packages/ui/**'], { eager: true });

// The demo's providers (fake payments, the local address autocomplete), registered as the demo
// store's page script registers them: no configuration switches them on.
registerDemoProviders();

/** Longest a story of a docs page keeps its turn, should it never report that it finished. */
const TURN_MS = 15_000;

/**
 * Plays wait up to 5 s for what an answer or an effect brings (`findBy…`, `waitFor`), in the
 * Storybook app and in the story tests alike: Testing Library's 1 s default failed plays now
 * and then on a loaded two-core CI machine. A story's frame on a docs page waits up to 15 s (its
 * turn's length, {@link TURN_MS}): it plays while the page's other frames (18 on the cart popups'
 * page) are still loading the preview beside it, and the popup URL story (checkout's answer, the
 * popup's chunk, the server's HTML fetched and sanitized) once took over 5 s there in CI's smoke
 * test. A play that passes waits no longer.
 */
configure({ asyncUtilTimeout: inDocsFrame() ? TURN_MS : 5000 });

/** Applies the toolbar's site and brand to Hearth's config before the story renders. */
const withHearthConfig: Decorator = (Story, { globals }) => {
  const site = (globals.site as Site | undefined) ?? 'US';
  const brand = (globals.brand as Brand | undefined) ?? 'main';
  resetConfig();
  setConfig({ site, brand });
  // Brand colours are custom properties keyed on [data-brand], set on <html> for the whole page.
  document.documentElement.dataset.brand = brand;
  // The story renders shown. A story switch starts a 100 ms timer that hides the preview
  // (`sb-show-preparing-story`); Storybook shows it again just before rendering, but on a loaded
  // machine the timer can fire between that and React's commit: a popup open from the start then
  // mounts in a part not drawn, its first field cannot take the focus, and the focus stays on the
  // page. Shown again here, in the render that commits (Storybook's own `showStoryDuringRender`).
  document.body.classList.add('sb-show-main');
  // A toolbar switch (site, brand, viewport) runs `beforeEach` again: the demo backend and every
  // read start afresh. So does the story: a new mount, as 'Reload story' would, not a re-render of
  // islands whose reads were just dropped (they stayed on 'Loading…' for good). A story pinning a
  // global (Canada) re-renders on a switch of it too: the mount follows `beforeEach`, not the value.
  return <Story key={resets} />;
};

/** How many times `beforeEach` reset the demo backend and the reads: the story's mount follows it. */
let resets = 0;

/** Is this preview a story's frame on a docs page (`docs.story.inline: false`)? */
function inDocsFrame(): boolean {
  try {
    return window.parent !== window && new URL(window.parent.location.href).searchParams.get('viewMode') === 'docs';
  } catch {
    return false; // a parent of another origin: not a Storybook docs page
  }
}

/** A docs page's story frame, at least (a frame is never shorter than a button with room round it). */
const FRAME_MIN = 96;
/** And at most: a popup taller than this scrolls inside its frame. */
const FRAME_MAX = 900;
/** The frame of a popup that takes the frame's whole height (a flyout). */
const FRAME_POPUP = 560;

/**
 * On a docs page, a story's frame takes the height of what it shows: its content, or an open
 * popup's (which sits in the top layer, outside the content's height) with room round it; one
 * button no longer gets the ~520 px a popup needs. It follows the story as it changes (a popup
 * opening, a list loading), within {@link FRAME_MIN} and {@link FRAME_MAX}.
 */
function fitDocsFrame(): void {
  if (!inDocsFrame()) return;
  const frame = window.frameElement as HTMLElement | null;
  if (!frame || typeof ResizeObserver === 'undefined') return;
  const fit = () => {
    const root = document.getElementById('storybook-root');
    let height = root ? root.scrollHeight + 32 : document.body.scrollHeight;
    for (const popup of document.querySelectorAll<HTMLElement>('dialog[open], [role="dialog"]')) {
      // a popup as tall as the frame (a flyout, a phone's full-screen modal) gets a popup's frame
      const full = popup.getBoundingClientRect().height >= window.innerHeight - 2;
      height = Math.max(height, full ? FRAME_POPUP : popup.scrollHeight + 64);
    }
    const next = `${Math.min(FRAME_MAX, Math.max(FRAME_MIN, Math.ceil(height)))}px`;
    if (frame.style.height !== next) frame.style.height = next;
  };
  const observer = new ResizeObserver(fit);
  const watch = () => {
    observer.disconnect();
    observer.observe(document.body);
    const root = document.getElementById('storybook-root');
    if (root) observer.observe(root);
    document.querySelectorAll('dialog[open], [role="dialog"]').forEach((popup) => observer.observe(popup));
    fit();
  };
  let queued = false;
  const later = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      watch();
    });
  };
  new MutationObserver(later).observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['open'],
  });
  watch();
}
fitDocsFrame();

/**
 * The stories of a docs page take turns. Each sits in a frame of its own, and the frames load at
 * once: with each play clicking and typing at the same time, one frame's click takes the focus
 * from another's story, and its focus checks fail. A Web Lock, shared by the page's same-origin
 * frames, is held from before the story renders until it finished (played or failed), so one
 * play runs at a time. A story view (one frame) and the story tests (happy-dom) go straight on.
 */
async function takeDocsTurn(): Promise<void> {
  if (!inDocsFrame() || !navigator.locks) return;
  await new Promise<void>((turn) => {
    void navigator.locks.request(
      'hearth-docs-story',
      () =>
        new Promise<void>((release) => {
          const channel = addons.getChannel();
          const done = () => {
            channel.off(STORY_FINISHED, done);
            clearTimeout(timer);
            release();
          };
          const timer = setTimeout(done, TURN_MS);
          channel.on(STORY_FINISHED, done);
          turn();
        }),
    );
  });
}

/** The props table's descriptions without the reference's citations (see docs-text.ts). */
const designerDescriptions: NonNullable<Preview['argTypesEnhancers']>[number] = ({ argTypes }) =>
  Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) => [
      name,
      typeof argType.description === 'string'
        ? { ...argType, description: withoutCitations(argType.description) }
        : argType,
    ]),
  );

/** The islands' shared state and what they stored (`hearth:` keys; Storybook's own are left). */
function forgetShopper(): void {
  resetSharedSignals();
  for (const key of Object.keys(localStorage)) if (key.startsWith('hearth:')) localStorage.removeItem(key);
}

const preview: Preview = {
  tags: ['autodocs'],
  loaders: [browserMswLoader],
  // Every story starts from a fresh demo backend (sessions, faults, tokens) and reads it afresh,
  // and from a shopper with no past: what islands share and keep (the swatches looked at, which
  // a 'Recently Viewed' group shows) is not the story before's.
  beforeEach: async () => {
    await takeDocsTurn();
    resetMockState();
    resetCallData();
    forgetShopper();
    resets += 1;
  },
  decorators: [withHearthConfig],
  argTypesEnhancers: [textControls, designerDescriptions],
  globalTypes: {
    site: {
      description: 'Storefront site',
      toolbar: {
        title: 'Site',
        icon: 'globe',
        items: [
          { value: 'US', title: 'United States' },
          { value: 'CA', title: 'Canada' },
        ],
        dynamicTitle: true,
      },
    },
    brand: {
      description: 'Brand',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: [
          { value: 'main', title: 'Main' },
          { value: 'cb2', title: 'CB2' },
          { value: 'kids', title: 'Kids' },
        ],
        dynamicTitle: true,
      },
    },
  },
  // No viewport by default: the preview takes the canvas's width (a fixed 1280 px preview ran past
  // the right edge of a 1440 px screen, beside the sidebar); the toolbar still offers each width.
  initialGlobals: { site: 'US', brand: 'main' },
  parameters: {
    options: {
      // the Introduction first: Storybook opens on it
      storySort: { order: ['Introduction', 'UI', 'Cart', 'Account', '*'] },
    },
    viewport: { options: VIEWPORTS },
    docs: {
      // Each story of a docs page in its own frame: a popup opens inside its story's frame (not
      // over the docs page), and each story gets its own demo backend (one story's seeded cart
      // or fault never shows in another's preview).
      story: { inline: false, iframeHeight: 520 },
      // the component's description, as a designer reads it (see docs-text.ts)
      extractComponentDescription: (component: Parameters<typeof extractComponentDescription>[0]) =>
        withoutCitations(extractComponentDescription(component)),
    },
    // Story-level mocks: `parameters: { msw: { handlers: [...] } }` overrides the defaults.
    msw: { handlers: [] },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { context: { include: ['body'] } },
  },
};

export default preview;
