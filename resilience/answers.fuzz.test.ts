/**
 * Answer fuzzing for every island that makes calls, on both renderers: every
 * `island.ts`, fed generated answers (valid and hostile) to the calls of its package while a
 * shopper presses and types. The calls alone, through the client: calls.fuzz.test.ts.
 */
import { defineIsland, getClient, getConfig, useMountedClient, type HearthClient } from '@hearth/core';
import { useBusyAction } from '@hearth/ui';
import { createElement, useEffect, useState, type ReactElement } from 'react';
import { object } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { setupDemoBackend } from './environment';
import { checkIslandAnswers, fuzzIslandAnswers, scriptHazards, type IslandPlan } from './answers-check';
import { fuzzFailure, fuzzTimeout } from './settings';
import { ISLAND_FOLDERS, loadCalls, loadIsland, type FoundIsland } from './islands';

const server = setupDemoBackend();
const calls = await loadCalls();

describe.each(ISLAND_FOLDERS)('%s: answers into the island', (folder) => {
  it(
    'holds with every answer valid or hostile while a shopper presses and types',
    async () => {
      const island = await loadIsland(folder);
      const details = await fuzzIslandAnswers(island, calls, server, getConfig().endpoints);
      expect(details.failed, details.failed ? fuzzFailure(details) : '').toBe(false);
    },
    fuzzTimeout(300_000),
  );
});

/** A declared call for the made-up islands below: favorites' popup data. */
const popupData = calls.find(({ call }) => call.name === 'favoritesPopupData')!.call;

/** A made-up island for the harness's own tests: its answers are a declared call's (favorites' popup data). */
function fakeIsland(name: string, component: () => ReactElement): FoundIsland {
  const schema = object({});
  const module = defineIsland({ name, schema, component });
  return { name, folder: `resilience/${name}`, module, schema, popup: false };
}

/** Every answer as the demo gives it, one press on the island's first button, and (`late`) the answers held until it has left the page. */
const plan = (late: boolean): IslandPlan => ({
  variants: ['real'],
  choices: [0, 0, 0, 0, 0, 0, 0, 0],
  bad: [null, null, null, null, null, null, null, null],
  moves: [0],
  texts: ['', '', '', '', '', '', '', ''],
  lateFrom: late ? 0 : null,
  unmount: 'hearth.unmount',
});

/** Sends the popup-data call as it mounts and logs what comes back, through `useClient`'s client. */
const reader = (useClient: (client: HearthClient) => HearthClient) =>
  function Reader() {
    const client = useClient(getClient());
    useEffect(() => {
      client.send(popupData, { body: { sku: '300101', optionChoiceParameter: '' } }).then(
        () => console.error('hearth reader: the answer came'),
        (error: unknown) => console.error('hearth reader: the call failed', error),
      );
    }, [client]);
    return createElement('p', null, 'Reader');
  };

/** A button busy from its press until `idleAfterMs` after the answer (never, for Infinity). */
const presser = (idleAfterMs: number) =>
  function Presser() {
    const [late, setLate] = useState(false);
    const action = useBusyAction(async () => {
      await getClient().send(popupData, { body: { sku: '300101', optionChoiceParameter: '' } });
      if (Number.isFinite(idleAfterMs)) await new Promise((resolve) => setTimeout(resolve, idleAfterMs));
      else await new Promise(() => setLate(true));
    });
    return createElement(
      'button',
      { type: 'button', 'aria-busy': action.busy || late || undefined, onClick: () => void action.run() },
      'Save',
    );
  };

describe('the harness finds a seeded defect (answers)', () => {
  it('an island acting on an answer that comes after it left the page fails; one whose client stops with it holds', async () => {
    const endpoints = getConfig().endpoints;
    const leaky = fakeIsland(
      'leaky-reader',
      reader((client) => client),
    );
    await expect(checkIslandAnswers(leaky, calls, server, endpoints, plan(true))).rejects.toThrow(
      /logged after it left the page: hearth reader: the answer came/,
    );
    const mounted = fakeIsland('mounted-reader', reader(useMountedClient));
    await expect(checkIslandAnswers(mounted, calls, server, endpoints, plan(true))).resolves.toBeUndefined();
  }, 60_000);

  it("a script the island's props name (the visualizer's vendor widget) is the page's; any other is a hazard", () => {
    const el = document.createElement('div');
    el.innerHTML = '<script src="/vendor/widget.js" async></script>';
    expect(scriptHazards(el, new Set(['/vendor/widget.js']))).toEqual([]);
    expect(scriptHazards(el, new Set(['/I']))).toHaveLength(1);
    // as the URL filter gives the props' address back: a relative path made absolute, spaces trimmed
    expect(scriptHazards(el, new Set(['vendor/widget.js']))).toEqual([]);
    expect(scriptHazards(el, new Set([' /vendor/widget.js\n']))).toEqual([]);
    expect(scriptHazards(el, new Set(['/vendor/widget.jsx', '//vendor/widget.js']))).toHaveLength(1);
  });

  it('a button busy a while after its answer is waited for; one busy for good fails', async () => {
    const endpoints = getConfig().endpoints;
    const slow = fakeIsland('slow-presser', presser(400));
    await expect(checkIslandAnswers(slow, calls, server, endpoints, plan(false))).resolves.toBeUndefined();
    const stuck = fakeIsland('stuck-presser', presser(Infinity));
    await expect(
      checkIslandAnswers(stuck, calls, server, endpoints, plan(false), { leftBusyMs: 1000 }),
    ).rejects.toThrow(/left busy: <button/);
  }, 60_000);
});
