/**
 * The visualizer's vendor widget behind an adapter ([ref: visualizer#calls]: 'The visualizer loads a vendor widget
 * script'): Hearth loads the script only when a shopper launches it, and talks to the widget
 * through this small interface, so the vendor can change without touching the island, and
 * tests and the demo use a local fake.
 */
import type { SceneEntry } from './schema';
import type { VisualizerSettings } from './visualizer-logic';

/** What the island gives the widget when it mounts it. */
export interface WidgetOptions {
  settings: VisualizerSettings;
  /** The skus to place in the room (each once: `sceneInfo`'s ids). */
  skus: string[];
  /**
   * The visualizer request [ref: visualizer#data]: `sceneInfo`, the room the widget opens with, a
   * list of id and qty (the page's skus, one of each, when it is first launched).
   */
  sceneInfo: SceneEntry[];
  /** The products' names and images, for the widget's own list. */
  products: Array<{ sku: string; name?: string | null | undefined; imageUrl?: string | null | undefined }>;
  /** The widget reports the room's contents ([ref: visualizer#data] sceneInfo). */
  onSceneChange: (scene: SceneEntry[]) => void;
  /** The widget reports an error (only logged) [ref: visualizer#errors]. */
  onError: (error: unknown) => void;
}

/** A mounted widget. */
export interface MountedWidget {
  unmount(): void;
}

/** The vendor widget, once its script is in. */
export interface VisualizerWidget {
  mount(element: HTMLElement, options: WidgetOptions): MountedWidget;
}

/** Loads the vendor widget (once). */
export interface VisualizerAdapter {
  load(): Promise<VisualizerWidget>;
}

const scripts = new Map<string, Promise<void>>();

/** Adds `<script src>` once per address; resolves when it has run. */
function loadScript(src: string): Promise<void> {
  let pending = scripts.get(src);
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        scripts.delete(src);
        reject(new Error(`The visualizer script ${src} did not load.`));
      };
      document.head.appendChild(script);
    });
    scripts.set(src, pending);
  }
  return pending;
}

/**
 * The adapter for a vendor script that defines `window[globalName]` with `mount(element,
 * options)`. The script is added on the first `load()` only.
 */
export function scriptAdapter(src: string, globalName: string): VisualizerAdapter {
  return {
    async load() {
      await loadScript(src);
      const widget = (window as unknown as Record<string, unknown>)[globalName] as VisualizerWidget | undefined;
      if (!widget || typeof widget.mount !== 'function')
        throw new Error(`The visualizer script did not define window.${globalName}.mount.`);
      return widget;
    },
  };
}
