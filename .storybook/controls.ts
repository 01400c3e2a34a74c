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

/** The docgen's type of a prop as written (`string`, `ReactNode`, …), when it has one. */
function writtenType(argType: StrictArgTypes[string]): string {
  const table = argType.table as { type?: { summary?: string } } | undefined;
  return table?.type?.summary ?? '';
}

/**
 * Gives every prop a control a designer can use: text for words (a string value, a `string` or
 * `ReactNode` type, or a name in {@link TEXT_PROPS}), a switch for booleans, a number field for
 * numbers. Runs before Storybook's own control inference, which then picks the control by type.
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
    // a type Storybook reads well (string, boolean, number, enum, function) keeps its own control
    if (typeName && !['other', 'object', 'union'].includes(typeName)) continue;
    let kind: 'string' | 'boolean' | 'number' | undefined;
    if (typeof value === 'string') kind = 'string';
    else if (typeof value === 'boolean') kind = 'boolean';
    else if (typeof value === 'number') kind = 'number';
    else if (value === undefined) {
      const written = writtenType(argType);
      kind = (Object.keys(WRITTEN) as Array<keyof typeof WRITTEN>).find((k) => WRITTEN[k].test(written));
      if (!kind && !written && (TEXT_PROPS as readonly string[]).includes(name)) kind = 'string';
    }
    if (kind)
      argTypes[name] = {
        ...argType,
        type: { name: kind, required: false },
        control: { type: kind === 'string' ? 'text' : kind },
      };
  }
  return argTypes;
};

/** The viewport switch: a phone, a tablet and a desktop, as the demo store is checked at. */
export const VIEWPORTS = {
  phone: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: { name: 'Tablet (834 px)', styles: { width: '834px', height: '1112px' }, type: 'tablet' },
  desktop: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;
