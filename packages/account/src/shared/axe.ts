import axe from 'axe-core';

/**
 * Test helper (not exported from the package): serious and critical axe violations under `root`,
 * with the same rules as the primitives' tests (colour contrast and `region` need a real page;
 * floating-ui's focus guards are a known false positive).
 */
export async function seriousAxeViolations(root: Element = document.body): Promise<string[]> {
  const result = await axe.run(
    { include: [root], exclude: [['[data-floating-ui-focus-guard]']] } as axe.ElementContext,
    { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } },
  );
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
