import axe from 'axe-core';

/**
 * Test helper (`@hearth/ui/testing`, for this repo's tests only; not in the published build): runs axe-core on `root` in happy-dom and returns
 * the serious and critical violations as readable strings. Colour contrast needs real layout and
 * `region` needs a whole page, so both are off here (the browser suite checks them).
 */
export async function seriousAxeViolations(root: Element = document.body): Promise<string[]> {
  const result = await axe.run({ include: [root] } as axe.ElementContext, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
