import type { ReactRenderer } from '@storybook/react-vite';
import type { ArgTypesEnhancer, StrictArgTypes } from 'storybook/internal/types';

/**
 * Props a designer types words into. Hearth's props come from schemas (`props-schema.ts`), which
 * Storybook's docgen cannot read, and a `ReactNode` title reads to it as an object: without this,
 * they offer only 'Set object' in Controls.
 */
export const TEXT_PROPS = [
  'email',
  'title',
  'text',
  'returnUrl',
  'label',
  'description',
  'triggerLabel',
  'buttonText',
  'labelText',
  'busyLabel',
  'placeholder',
  'hint',
  'error',
  'name',
] as const;

/** Written types that read as words, a switch or a number (optional or not). */
const WRITTEN = {
  string: /^(string|ReactNode|React\.ReactNode)(\s*\|\s*(undefined|null))*$/,
  boolean: /^boolean(\s*\|\s*(undefined|null))*$/,
  number: /^number(\s*\|\s*(undefined|null))*$/,
} as const;

/**
 * Written types nobody can set from a JSON field: markup (`ReactNode`, `ReactElement`), functions,
 * refs and elements, and what a test passes in (the environment, the call client, a log, the
 * vendor adapter). A story sets them in code; Controls lists them without a control.
 */
const NOT_CONTROLLABLE =
  /ReactNode|ReactElement|JSX\.Element|=>|RefObject|HTMLElement|\b\w*(Env|Client)\b|\bLog\b|\w*Adapter\b|\bTimers\b/;

/**
 * The docgen's type of a prop as written (`string | undefined`, `ReactNode`, …), when it has one:
 * `type.raw` for a union (whose table summary is only 'union'), else the table's summary.
 */
export function writtenType(argType: StrictArgTypes[string]): string {
  const raw = (argType.type as { raw?: unknown } | undefined)?.raw;
  if (typeof raw === 'string') return raw;
  const table = argType.table as { type?: { summary?: string } } | undefined;
  return table?.type?.summary ?? '';
}

/** A React element (what JSX makes), which a JSON control would show as its internals. */
const isElement = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && '$$typeof' in value && 'props' in value;

/** An object holding functions (an environment, an adapter): nothing a designer can type. */
const holdsFunctions = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).some((v) => typeof v === 'function');

/**
 * Gives every prop a control a designer can use: text for words (a string value, a `string` or
 * `ReactNode` type, or a name in {@link TEXT_PROPS}), a switch for booleans, a number field for
 * numbers, and no control at all for markup, functions, refs and injected services (which a JSON
 * field would show as 'Set object' or as a React element's internals). Runs before Storybook's
 * own control inference, which then picks the control by type.
 */
export const textControls: ArgTypesEnhancer<ReactRenderer> = (context) => {
  const argTypes: StrictArgTypes = { ...context.argTypes };
  const initial = context.initialArgs as Record<string, unknown>;
  const names = new Set([
    ...Object.keys(argTypes),
    ...Object.keys(initial).filter((k) => typeof initial[k] !== 'function'),
  ]);
  for (const name of names) {
    const argType = argTypes[name] ?? { name };
    if (argType.control !== undefined) continue;
    const value = initial[name];
    const typeName = argType.type && typeof argType.type === 'object' ? argType.type.name : undefined;
    const written = writtenType(argType);
    // a type Storybook reads well (string, boolean, number, enum, function) keeps its own control
    if (typeName && !['other', 'object', 'union'].includes(typeName)) continue;
    let kind: 'string' | 'boolean' | 'number' | undefined;
    if (typeof value === 'string') kind = 'string';
    else if (typeof value === 'boolean') kind = 'boolean';
    else if (typeof value === 'number') kind = 'number';
    else if (value === undefined) {
      kind = (Object.keys(WRITTEN) as Array<keyof typeof WRITTEN>).find((k) => WRITTEN[k].test(written));
      if (!kind && !written && (TEXT_PROPS as readonly string[]).includes(name)) kind = 'string';
    }
    if (kind)
      argTypes[name] = {
        ...argType,
        type: { name: kind, required: false },
        control: { type: kind === 'string' ? 'text' : kind },
      };
    else if (typeof value === 'function' || isElement(value) || holdsFunctions(value) || NOT_CONTROLLABLE.test(written))
      argTypes[name] = { ...argType, control: false };
  }
  return argTypes;
};

/** The viewport switch: a phone, a tablet and a desktop, as the demo store is checked at. */
export const VIEWPORTS = {
  phone: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: { name: 'Tablet (834 px)', styles: { width: '834px', height: '1112px' }, type: 'tablet' },
  desktop: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;
