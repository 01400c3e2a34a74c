/**
 * The browser half of the hydration check (bundled by `bundle.ts` for one React version): hydrates
 * each server-rendered case in its own root, one after another, under `<StrictMode>` as `vite dev`
 * and `next dev` render an app (React's development build mounts each component, unmounts it and
 * mounts it again), and records every console error and warning, recoverable error and uncaught
 * error with the case it happened in. The page reads the outcome from `window.__hydration`.
 */
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { CASES, caseElement } from './cases';

interface Outcome {
  done: boolean;
  hydrated: string[];
  problems: string[];
}
const outcome: Outcome = { done: false, hydrated: [], problems: [] };
(window as unknown as { __hydration: Outcome }).__hydration = outcome;

let current = '(page)';
const record = (kind: string, args: unknown[]) =>
  outcome.problems.push(
    `${current}: ${kind}: ${args.map((a) => (a instanceof Error ? a.stack : String(a))).join(' ')}`,
  );
const { error, warn } = console;
console.error = (...args: unknown[]) => {
  record('console.error', args);
  error(...args);
};
console.warn = (...args: unknown[]) => {
  record('console.warn', args);
  warn(...args);
};
window.addEventListener('error', (event) => record('uncaught', [event.error ?? event.message]));
window.addEventListener('unhandledrejection', (event) => record('unhandled rejection', [event.reason]));

const frames = (n: number) =>
  new Promise<void>((resolve) => {
    const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
    step(n);
  });

async function hydrateAll(): Promise<void> {
  for (const root of document.querySelectorAll<HTMLElement>('[data-case]')) {
    const name = root.dataset.case!;
    current = name;
    const data = JSON.parse(root.nextElementSibling?.textContent ?? 'null') as unknown;
    const entry = CASES[name];
    if (!entry) {
      record('missing', ['no such case']);
      continue;
    }
    await new Promise<void>((resolve) => {
      hydrateRoot(root, <StrictMode>{caseElement(entry, data, resolve)}</StrictMode>, {
        identifierPrefix: `${name}-`,
        onRecoverableError: (cause) => record('recoverable error', [cause]),
      });
    });
    // effects that set state (a fetch's answer aside) settle within a few frames
    await frames(3);
    outcome.hydrated.push(name);
  }
  current = '(after hydration)';
  outcome.done = true;
}

void hydrateAll();
