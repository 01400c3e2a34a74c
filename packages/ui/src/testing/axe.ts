import axe from 'axe-core';

/**
 * floating-ui's focus guards are `tabindex="0"` + `aria-hidden` spans that move focus on at once;
 * axe flags them (aria-hidden-focus), a known false positive: floating-ui/floating-ui#2462 and
 * #2758 (maintainer: guards are exempt), dequelabs/axe-core#4832 (open). Exclude only them.
 */
export const AXE_EXCLUDE_FOCUS_GUARDS = [['[data-floating-ui-focus-guard]']];

/**
 * Test helper (`@hearth/ui/testing`, for this repo's tests only; not in the published build): runs axe-core on `root` in happy-dom and returns
 * the serious and critical violations as readable strings. Colour contrast needs real layout and
 * `region` needs a whole page, so both are off here (the browser suite checks them).
 */
export async function seriousAxeViolations(root: Element = document.body): Promise<string[]> {
  const result = await axe.run(
    { include: [root], exclude: AXE_EXCLUDE_FOCUS_GUARDS } as axe.ElementContext,
    { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } },
  );
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
