import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { seriousAxeViolations, seriousRules, type AxeAudit } from './axe';

afterEach(() => {
  document.body.replaceChildren();
});

/** Markup that breaks rules of every impact: critical, serious, moderate and minor. */
const BROKEN = `
  <img src="a.png">
  <button></button>
  <input type="text">
  <div role="button" aria-pressed="maybe">Press</div>
  <div aria-hidden="true"><a href="/x">hidden link</a></div>
  <ul><div>not an item</div></ul>
  <a href="/y" tabindex="3">ahead</a>
  <h1></h1>
  <h4>skipped levels</h4>
  <div role="tablist"><span>no tab</span></div>
  <select><option>one</option></select>
  <table><tr><th></th><td>cell</td></tr></table>
  <p id="twice">one</p><p id="twice">two</p>
  <marquee>old</marquee>
  <object data="x.swf"></object>
  <dl><p>term</p></dl>
  <svg role="img"><circle r="1"></circle></svg>
  <input type="image" src="go.png">
  <area href="/z">
`;

describe('seriousAxeViolations', () => {
  it('reports what a run of every rule reports as serious or critical, and no more', async () => {
    document.body.innerHTML = BROKEN;
    const everyRule = await axe.run({ include: [document.body] } as axe.ElementContext, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    const expected = everyRule.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    // the page breaks rules of each kind, so the comparison means something
    expect(expected.length).toBeGreaterThan(5);
    expect(everyRule.violations.some((v) => v.impact === 'moderate' || v.impact === 'minor')).toBe(true);
    expect(await seriousAxeViolations(document.body)).toEqual(expected);
  });

  it('passes a page that breaks only minor and moderate rules', async () => {
    document.body.innerHTML = '<main><h1>Title</h1><h4>skipped levels</h4><h2></h2></main>';
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });
});

describe('seriousRules', () => {
  it('keeps the rules that run by default and can report a serious or critical violation', () => {
    const rules = [
      { id: 'a', impact: 'critical' },
      { id: 'b', impact: 'serious', enabled: true, tags: ['wcag2a'] },
      { id: 'c', impact: 'moderate' },
      { id: 'd', impact: 'minor' },
      { id: 'e', impact: 'serious', enabled: false },
      { id: 'f' },
      { id: 'g', impact: null },
      { id: 'h', impact: 'critical' },
      { id: 'i', impact: 'serious', tags: ['wcag2a', 'experimental'] },
    ];
    expect(seriousRules({ rules, tagExclude: ['experimental'] }, ['h'])).toEqual(['a', 'b', 'f', 'g']);
    expect(seriousRules(undefined)).toBeUndefined();
  });

  it("reads axe's own rules: some are left out, every serious or critical one of the default set stays", () => {
    const audit = (axe as unknown as { _audit: AxeAudit })._audit;
    const { rules } = audit;
    const kept = seriousRules(audit)!;
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(rules.filter((rule) => rule.enabled !== false).length);
    expect(kept).toEqual(expect.arrayContaining(['image-alt', 'button-name', 'label', 'aria-valid-attr-value']));
    expect(kept).not.toContain('heading-order');
    // experimental: a run with no options leaves it out (the browser suite met it when it ran)
    expect(kept).not.toContain('p-as-heading');
  });
});
