import type { HearthRuntime } from '@hearth/core/loader';
import { loadStyles } from '@hearth/core/loader';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * `hearth.js`, the script tag's entry, under the unit tests (the browser suite loads the built
 * one): loading it starts the loader over the page, whose islands ask for the registry's chunks.
 */
type WithHearth = typeof globalThis & { hearth?: HearthRuntime };

afterEach(() => {
  (window as WithHearth).hearth?.stop();
  delete (window as WithHearth).hearth;
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('hearth.styles')];
  document.body.replaceChildren();
});

describe('hearth.js', () => {
  it("starts the loader (window.hearth), which loads an island's chunk by the registry's name and hash, and shares its stylesheet loader", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    delete (window as WithHearth).hearth;
    document.body.innerHTML = '<div data-island="registry-test-island"><p>Server HTML</p></div>';
    const island = document.body.firstElementChild!;
    await import('./hearth');
    expect((window as WithHearth).hearth).toBeDefined();
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('hearth.styles')]).toBe(loadStyles);
    // its chunk, ./registry-test-island-h4sh.js, is not there: the island stays as the server wrote it
    await vi.waitFor(() => expect(island.getAttribute('data-hearth-state')).toBe('error'), { timeout: 5000 });
    expect(island.innerHTML).toBe('<p>Server HTML</p>');
    expect(errors.mock.calls.flat().map(String).join(' ')).toContain('registry-test-island-h4sh.js');
  });
});
