/// <reference types="vite/client" />
/**
 * Every story in the repo is a test: for each `stories/**\/*.stories.tsx`, each story runs with
 * the project's annotations (decorators, globals, loaders), its `play` function runs, then axe
 * checks the whole page. New story files are picked up automatically.
 *
 * msw: the Storybook app mocks the network with a service worker; here msw's node server plays
 * that part. The same msw-storybook-addon loader drives it, so a story's
 * `parameters.msw.handlers` behave exactly as in the browser (reset between stories, used
 * in front of the default `@hearth/mock-api` handlers).
 */
import type { Meta } from '@storybook/react-vite';
import { composeStories, composeStory, setProjectAnnotations } from '@storybook/react-vite';
import { getConfig } from '@hearth/core';
import { http, HttpResponse } from 'msw';
import { failUnroutedRequest } from '@hearth/mock-api/network-guard';
import { seriousAxeViolations } from '@hearth/ui/testing';
import { setupServer } from 'msw/node';
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { browserMswLoader, defaultHandlers, mswLoaderFor } from '../.storybook/msw';
import preview from '../.storybook/preview';

type StoryModule = Parameters<typeof composeStories>[0] & { default: Meta };
type ComposedStory = { run: () => Promise<void>; tags: string[] };

// A Set: happy-dom's fetch runs on node http, so msw sees one request through two interceptors.
const unhandledSet = new Set<string>();
// Last in line: whatever no story or default handler answers is recorded (the test fails) and
// gets a network error, so a test never reaches the real network.
const unanswered = http.all('*', ({ request }) => {
  unhandledSet.add(`${request.method} ${request.url}`);
  return HttpResponse.error();
});
const server = setupServer(...defaultHandlers, unanswered);

// The preview's own msw loader starts a service worker; swap it for the node server.
const previewLoaders = [preview.loaders ?? []].flat().filter((loader) => loader !== browserMswLoader);
setProjectAnnotations([{ ...preview, loaders: [...previewLoaders, mswLoaderFor(server)] }]);

beforeAll(() => server.listen({ onUnhandledRequest: failUnroutedRequest }));
afterEach(() => {
  unhandledSet.clear();
});
const unhandledRequests = (): string[] => [...unhandledSet];
afterAll(() => server.close());

/** Same rules as the primitives' tests (packages/ui/src/testing/axe.ts). */
const seriousViolations = (): Promise<string[]> => seriousAxeViolations(document.body);

describe('story runner', () => {
  const ping = '/__story-runner/ping';
  const mocked = composeStory(
    {
      parameters: { msw: { handlers: [http.get(ping, () => HttpResponse.json({ from: 'story' }))] } },
      render: () => <p>msw</p>,
      play: async () => {
        const response = await fetch(ping);
        expect(await response.json()).toEqual({ from: 'story' });
      },
    },
    { title: 'Runner' },
  );
  const unmocked = composeStory(
    { render: () => <p>msw</p>, play: async () => void (await fetch(ping).catch(() => undefined)) },
    { title: 'Runner' },
  );

  it("serves a story's parameters.msw.handlers", async () => {
    await mocked.run();
    expect(unhandledRequests()).toEqual([]);
  });

  it('resets them before the next story, and records what nothing answered', async () => {
    await unmocked.run();
    expect(unhandledRequests()).toEqual([`GET ${new URL(ping, location.href).href}`]);
  });

  it('applies the site and brand globals (the toolbar) to the config before rendering', async () => {
    const seen: string[] = [];
    const Probe = () => {
      const { site, brand } = getConfig();
      seen.push(`${site}/${brand}`);
      return <p>{site}</p>;
    };
    await composeStory({ globals: { site: 'CA', brand: 'kids' }, render: () => <Probe /> }, { title: 'Runner' }).run();
    expect(seen.at(-1)).toBe('CA/kids');
    expect(document.documentElement.dataset.brand).toBe('kids');
    await composeStory({ render: () => <Probe /> }, { title: 'Runner' }).run();
    expect(seen.at(-1)).toBe('US/main');
  });
});

const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

it('finds the story files', () => {
  expect(Object.keys(modules).length).toBeGreaterThan(0);
});

/**
 * Classes the packages' stylesheets style that no story draws, each with why. Any other class a
 * stylesheet names must be drawn by some story, in some state a story reaches: a designer sees
 * every styled state, and a component that stops drawing a class (a renamed or dropped
 * modifier) fails here, as does a stylesheet rule nothing draws any more.
 */
const UNDRAWN: Record<string, string> = {
  'hearth-browse__details': 'Browse All with a choice picked and not yet applied: no story picks one',
  'hearth-browse__name': 'Browse All with a choice picked and not yet applied: no story picks one',
  'hearth-browse__pending': 'Browse All with a choice picked and not yet applied: no story picks one',
  'hearth-carousel__button':
    "a carousel's arrows need more than one page, which needs layout (carousel.e2e.ts draws them)",
  'hearth-carousel__controls':
    "a carousel's arrows need more than one page, which needs layout (carousel.e2e.ts draws them)",
  'hearth-choice-preview__message': 'a choice preview with a message for a price: no story shows one',
  'hearth-choice-preview__subtitle': 'a choice flyout with a subtitle: no story opens one',
  'hearth-choice-spacer': 'the windowed swatch grid scrolled past its first rows, which needs layout',
  'hearth-collection__controls': "the visualizer's collection carousel: no story opens a collection",
  'hearth-collection__item': "the visualizer's collection carousel: no story opens a collection",
  'hearth-collection__items': "the visualizer's collection carousel: no story opens a collection",
  'hearth-collection__price': "the visualizer's collection carousel: no story opens a collection",
  'hearth-collection__title': "the visualizer's collection carousel: no story opens a collection",
  'hearth-details__icon': "a details panel with a care icon: no story's product has one",
  'hearth-drawer__empty': 'a drawer its filters leave empty: no story filters one to nothing',
  'hearth-gallery-image__zoom': "the Product Gallery's zoom: no story zooms",
  'hearth-gallery-spin__control': "the Product Gallery's 360° spin: no story's product has one",
  'hearth-gallery-video': "the Product Gallery's videos: no story's product has one",
  'hearth-gallery-video__missing': "the Product Gallery's videos: no story's product has one",
  'hearth-product-card__added': "a product card's add-to-cart once added: no story adds from a card",
  'hearth-product-summary__swatch': 'a product summary with a swatch of its own: no story shows one',
  'hearth-quick-ship__added': 'a quick-ship item once added: no story adds one',
  'hearth-sbf-added__blank': 'a swatch with no picture: every story swatch has one',
  'hearth-swatch-option__blank': 'a swatch with no picture: every story swatch has one',
  'hearth-sbf__recent': "Shop by Fabric's recently viewed swatches: no story has any",
  'hearth-visualizer-summary__backorder': 'a visualizer summary line on back order: no story has one',
};

/** Every `hearth-…` class the packages' stylesheets name. */
const styledClasses = (): string[] => {
  const names = new Set<string>();
  // the paths only: vitest hands a test's CSS imports over empty
  for (const path of Object.keys(import.meta.glob('../packages/*/src/**/*.css'))) {
    const css = readFileSync(new URL(path, import.meta.url), 'utf8');
    for (const [, name] of css.matchAll(/\.(hearth-[\w-]+)/g)) names.add(name!);
  }
  return [...names].sort();
};

/** The classes the stories drew, at any moment of any story (a busy state included). */
const drawn = new Set<string>();
const noteClasses = (el: Element) => el.classList?.forEach((name) => drawn.add(name));
const classWatch = new MutationObserver((records) => {
  for (const record of records) {
    if (record.type === 'attributes') noteClasses(record.target as Element);
    for (const node of record.addedNodes) {
      if (node.nodeType !== 1) continue;
      noteClasses(node as Element);
      (node as Element).querySelectorAll('[class]').forEach(noteClasses);
    }
  }
});
let storiesToRun = 0;
let storiesRun = 0;

for (const [path, module] of Object.entries(modules)) {
  const title = module.default.title ?? path;
  describe(title, () => {
    const stories = Object.entries(composeStories(module)) as [string, ComposedStory][];
    for (const [name, Story] of stories) {
      // Storybook's convention: a story tagged '!test' is not a test.
      const run = Story.tags.includes('test') ? it : it.skip;
      if (run === it) storiesToRun += 1;
      run(
        name,
        async () => {
          classWatch.observe(document.documentElement, {
            subtree: true,
            childList: true,
            attributes: true,
            attributeFilter: ['class'],
          });
          try {
            await Story.run();
          } finally {
            noteClasses(document.documentElement);
            document.documentElement.querySelectorAll('[class]').forEach(noteClasses);
            classWatch.disconnect();
          }
          expect(unhandledRequests(), 'requests no msw handler answered').toEqual([]);
          expect(await seriousViolations()).toEqual([]);
          storiesRun += 1;
          // a story plays a journey (the configurator's Browse All: a drawer, its filters, a choice):
          // 5 s passed alone and timed out on two cores shared with a build
        },
        15_000,
      );
    }
  });
}

// Last in the file: it needs every story run (a filtered run skips it).
it('every class the stylesheets style is drawn by some story (UNDRAWN lists the others, with why)', (context) => {
  if (storiesRun < storiesToRun) context.skip();
  const styled = styledClasses();
  expect(styled.length, 'classes the stylesheets name').toBeGreaterThan(100);
  const undrawn = styled.filter((name) => !drawn.has(name));
  expect(undrawn.filter((name) => !(name in UNDRAWN))).toEqual([]);
  // a class listed as undrawn that a story now draws comes off the list
  expect(Object.keys(UNDRAWN).filter((name) => drawn.has(name))).toEqual([]);
});
