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

for (const [path, module] of Object.entries(modules)) {
  const title = module.default.title ?? path;
  describe(title, () => {
    const stories = Object.entries(composeStories(module)) as [string, ComposedStory][];
    for (const [name, Story] of stories) {
      // Storybook's convention: a story tagged '!test' is not a test.
      const run = Story.tags.includes('test') ? it : it.skip;
      run(
        name,
        async () => {
          await Story.run();
          expect(unhandledRequests(), 'requests no msw handler answered').toEqual([]);
          expect(await seriousViolations()).toEqual([]);
          // a story plays a journey (the configurator's Browse All: a drawer, its filters, a choice):
          // 5 s passed alone and timed out on two cores shared with a build
        },
        15_000,
      );
    }
  });
}
