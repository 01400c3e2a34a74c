/** The accordion drawers' rules [ref: configurator#rules]: which open first, which may close. */
import type { Option } from '../data/schema';

/** What the drawer rules read of an option. */
export type DrawerOption = Pick<Option, 'code' | 'optionType' | 'optionExperience'>;

const MATERIALS = ['fabric', 'leather'];

/** Whether an option is fabric or leather (by type, else by its experience). */
export function isMaterialOption(option: Pick<Option, 'optionType' | 'optionExperience'>): boolean {
  const type = option.optionType.toLowerCase();
  return MATERIALS.includes(type) || (type === '' && MATERIALS.includes(option.optionExperience.toLowerCase()));
}

/**
 * The drawers open at first [ref: configurator#rules]: a single option always; fewer than 3 options all; 3 or more
 * the size option when there is one, else the first. With the feature that hides the selected
 * summary and closes drawers by default, none but a single option's, which is always open (it may
 * then be closed by its header).
 *
 * The spec names the 3-or-more rule for products with a fabric or leather option; Hearth applies
 * it to products without one too (README: decisions).
 */
export function initialOpenDrawers(options: readonly DrawerOption[], closedByDefault = false): number[] {
  if (options.length === 1) return [options[0]!.code];
  if (options.length === 0 || closedByDefault) return [];
  if (options.length < 3) return options.map((o) => o.code);
  const size = options.find((o) => o.optionType.toLowerCase() === 'size');
  return [(size ?? options[0]!).code];
}

/** A single option's drawer cannot be closed unless drawers close by default [ref: configurator#rules]. */
export function canCloseDrawer(options: readonly DrawerOption[], closedByDefault = false): boolean {
  return options.length !== 1 || closedByDefault;
}

/**
 * The open set after pressing a drawer's header: opens a closed drawer (and says so, for the
 * 'Component Interaction' event), closes an open one when it may close.
 */
export function toggleDrawer(
  open: readonly number[],
  code: number,
  closable: boolean,
): { open: number[]; opened: boolean } {
  if (!open.includes(code)) return { open: [...open, code], opened: true };
  if (!closable) return { open: [...open], opened: false };
  return { open: open.filter((c) => c !== code), opened: false };
}

/** The open set with `code` open (the summary's Edit, `scroll=true`, a refused add). */
export function openDrawer(open: readonly number[], code: number): { open: number[]; opened: boolean } {
  return open.includes(code) ? { open: [...open], opened: false } : { open: [...open, code], opened: true };
}
