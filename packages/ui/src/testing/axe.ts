import axe from 'axe-core';

/** What {@link seriousRules} reads of axe's loaded rules (axe-core's `axe._audit`). */
export interface AxeAudit {
  rules: Array<{ id: string; enabled?: boolean; impact?: string | null; tags?: string[] }>;
  /** Tags whose rules a run leaves out unless asked for ('experimental'). */
  tagExclude?: string[];
}

/**
 * The rules that can report a serious or critical violation, among those a run with no options
 * runs (enabled, and no tag axe leaves out by default, such as 'experimental'), less `disabled`.
 * axe gives a rule's own impact, when it has one, to every check the rule fails (axe-core's
 * `_finalizeRuleResult`), so a rule of minor or moderate impact never reports one the tests
 * count, and is not run (about a third of each run's rules). A rule with no impact of its own
 * runs. `undefined` when the rules cannot be read (then all run).
 */
export function seriousRules(audit: AxeAudit | undefined, disabled: readonly string[] = []) {
  const excluded = audit?.tagExclude ?? [];
  return audit?.rules
    .filter(
      (rule) =>
        rule.enabled !== false &&
        !rule.tags?.some((tag) => excluded.includes(tag)) &&
        !disabled.includes(rule.id) &&
        (!rule.impact || rule.impact === 'serious' || rule.impact === 'critical'),
    )
    .map((rule) => rule.id);
}

/**
 * Options of `axe.run` for the serious and critical violations: only {@link seriousRules} when
 * axe's rules can be read, else every rule but `disabled`; violations only.
 */
export function seriousRunOptions(audit: AxeAudit | undefined, disabled: readonly string[] = []) {
  const only = seriousRules(audit, disabled);
  return {
    ...(only
      ? { runOnly: { type: 'rule' as const, values: only } }
      : { rules: Object.fromEntries(disabled.map((id) => [id, { enabled: false }])) }),
    resultTypes: ['violations' as const],
  };
}

/** Colour contrast needs real layout and `region` a whole page: the browser suite checks both. */
const OFF_IN_HAPPY_DOM = ['color-contrast', 'region'];

/**
 * Test helper (`@hearth/ui/testing`, for this repo's tests only; not in the published build): runs axe-core on `root` in happy-dom and returns
 * the serious and critical violations as readable strings. Colour contrast and `region` are off
 * here ({@link OFF_IN_HAPPY_DOM}); only rules that can report a serious or critical violation
 * run ({@link seriousRunOptions}).
 */
export async function seriousAxeViolations(root: Element = document.body): Promise<string[]> {
  const result = await axe.run(
    { include: [root] } as axe.ElementContext,
    seriousRunOptions((axe as unknown as { _audit?: AxeAudit })._audit, OFF_IN_HAPPY_DOM),
  );
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
