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
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { heldRequests } from '../.storybook/held';
import { partsLoading } from '../packages/ui/src/lazy-part/loading-parts';
import { browserMswLoader, defaultHandlers, mswLoaderFor } from '../.storybook/msw';
import preview from '../.storybook/preview';
import { parseRecorded, recordedMarkup, writeRecorded } from './markup';

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

/** Requests msw has not answered yet (a story's data, still on its way when its play ended). */
const inFlight = new Set<string>();
server.events.on('request:start', ({ requestId }) => void inFlight.add(requestId));
server.events.on('request:end', ({ requestId }) => void inFlight.delete(requestId));
/** When each pending timeout is due (vitest.setup.ts). */
const timersDue = (globalThis as Record<symbol, unknown>)[Symbol.for('hearth.test.timersDue')] as Map<unknown, number>;
/**
 * What a story still has coming: an answer (not one its handlers hold for ever, a loading state:
 * .storybook/held.ts), or a timeout due within `horizon` ms.
 */
const coming = (horizon: number) =>
  [...inFlight].some((id) => !heldRequests.has(id)) ||
  [...timersDue.values()].some((at) => at - performance.now() <= horizon);
/**
 * Waits for what a story still has coming ({@link coming}) and for the parts of islands whose
 * code is loading (a lazy part drawn), at most `cap` ms, then for what they render.
 */
async function settled(horizon: number, cap: number): Promise<void> {
  const until = performance.now() + cap;
  for (let parts = partsLoading(); (coming(horizon) || parts) && performance.now() < until; parts = partsLoading())
    await (parts ?? new Promise((resolve) => setTimeout(resolve, 10)));
  for (let i = 0; i < 3; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

// The preview's own msw loader starts a service worker; swap it for the node server.
const previewLoaders = [preview.loaders ?? []].flat().filter((loader) => loader !== browserMswLoader);
setProjectAnnotations([{ ...preview, loaders: [...previewLoaders, mswLoaderFor(server)] }]);

beforeAll(() => server.listen({ onUnhandledRequest: failUnroutedRequest }));
// One day for every story (a saved card's expiry, the demo's delivery dates): the markup each
// story ends in is recorded (below), and must not change with the day it runs.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-30T12:00:00Z'), shouldAdvanceTime: true });
});
afterAll(() => {
  vi.useRealTimers();
});
afterEach(() => {
  unhandledSet.clear();
});
// What a story left in the page outside its own root (the sign-in's form for its post) is not
// the next story's,
beforeEach(() => {
  // nor what an earlier story or test file of the worker stored (recently viewed swatches)
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
  document.body.replaceChildren();
  inFlight.clear();
  heldRequests.clear();
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
  'hearth-choice-spacer': 'the windowed swatch grid scrolled past its first rows, which needs layout',
  'hearth-drawer__empty': 'a drawer its filters leave empty: no story filters one to nothing',
  'hearth-gallery-image__zoom': "the Product Gallery's zoom: no story zooms",
  'hearth-gallery-spin__control': "the Product Gallery's 360° spin: no story's product has one",
  'hearth-gallery-video': "the Product Gallery's videos: no story's product has one",
  'hearth-gallery-video__missing': "the Product Gallery's videos: no story's product has one",
  'hearth-product-card__added': "a product card's add-to-cart once added: no story adds from a card",
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
/**
 * The markup each story ends in ({@link recordedMarkup}) is recorded in `stories/__markup__/`, one
 * file per story file, and every run on both renderers compares with it: a change to what a
 * surface draws fails until it is reviewed and recorded. `npm run stories:record` records them
 * (on React; the Preact run then checks the script tag's renderer draws the same).
 */
const RECORDING = process.env.HEARTH_RECORD_MARKUP === '1' && process.env.HEARTH_RENDERER !== 'preact';
/** The name of a story's markup once its timeouts of the next seconds have run, when it differs. */
const LATER = ' (once its timeouts ran)';
const MARKUP_DIR = join(dirname(fileURLToPath(import.meta.url)), '__markup__');
const markupFile = (path: string) => join(MARKUP_DIR, path.replace(/^\.\//, '').replace(/\.stories\.tsx$/, '.txt'));
/** `map`'s entry for `key`, made by `make` the first time it is asked for. */
const memo = <V,>(map: Map<string, V>, key: string, make: () => V): V => {
  if (!map.has(key)) map.set(key, make());
  return map.get(key)!;
};
const recordedFiles = new Map<string, Map<string, string>>();
const recordedFor = (path: string): Map<string, string> =>
  memo(recordedFiles, path, () => {
    const file = markupFile(path);
    return existsSync(file) ? parseRecorded(readFileSync(file, 'utf8')) : new Map<string, string>();
  });
const recordings = new Map<string, Map<string, string>>();
const recording = (path: string): Map<string, string> => memo(recordings, path, () => new Map<string, string>());
// what a filtered run did not play keeps its recorded markup; a story no longer in its file goes
afterAll(() => {
  for (const [path, markups] of recordings) {
    const kept = recordedFor(path);
    const names = Object.keys(composeStories(modules[path]!));
    const file = markupFile(path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(
      file,
      writeRecorded(
        new Map(
          names.flatMap((name) => {
            // a story played now keeps only what it recorded now
            const from = markups.has(name) ? markups : kept;
            return [name, `${name}${LATER}`].flatMap((key) => {
              const markup = from.get(key);
              return markup === undefined ? [] : [[key, markup] as const];
            });
          }),
        ),
      ),
    );
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
          // The markup the story ends in, against the one recorded for it once its answers are in;
          // one that differs is read again once its timeouts of the next seconds have run (a state
          // that clears after a while: a refresh, an 'Added' badge, a closing popup) and must then
          // be the one recorded for that moment.
          await settled(0, 5000);
          const recorded = recordedFor(path);
          let markup = recordedMarkup(document.body);
          if (RECORDING) {
            recording(path).set(name, markup);
            await settled(5000, 8000);
            const later = recordedMarkup(document.body);
            if (later !== markup) recording(path).set(`${name}${LATER}`, later);
          } else if (markup !== recorded.get(name)) {
            await settled(5000, 8000);
            markup = recordedMarkup(document.body);
            const expected = recorded.get(`${name}${LATER}`) ?? recorded.get(name);
            expect(
              markup,
              expected === undefined
                ? 'no markup is recorded for this story: npm run stories:record'
                : 'the markup the story ends in (npm run stories:record records it anew)',
            ).toBe(expected);
          }
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
