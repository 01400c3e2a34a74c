import { defineIsland } from '@hearth/core';
import { ChangeZip } from './change-zip';
import { ChangeZipPropsSchema } from './props-schema';

/**
 * `change-zip` [ref: script-tag#islands, change-zip#screens, #rules, #validation]: the change-ZIP panel with its 'Show More' / 'Show
 * Less' reveal; a valid ZIP updates the ZIP the page's islands share. Props: see ChangeZipPropsSchema.
 *
 * ```html
 * <div data-island="change-zip" data-props='{"zipCode":"60062"}'><p>Your ZIP Code: 60062</p></div>
 * ```
 */
export default defineIsland({
  name: 'change-zip',
  schema: ChangeZipPropsSchema,
  component: ChangeZip,
  // a ZIP typed in the fallback goes into the panel's field, which 'Show More' reveals
  handoff: { reveal: '[aria-expanded]' },
});
