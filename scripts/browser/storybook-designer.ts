/**
 * What a designer meets in the static Storybook, checked by `scripts/browser/storybook-smoke.ts` (issue
 * 25): the manager on a 1440 px screen shows a story whole beside the sidebar, with no "Get
 * started" checklist; Controls offer a switch for a boolean and no JSON field for markup; the
 * Introduction's toolbar table is a table; no docs page cites the reference (`[ref: cart#calls]`, or
 * the old "§4" form), which means nothing to a designer.
 */
import type { Frame, Page } from 'playwright-core';

/** Reports a problem: where, and what. */
export type Fail = (where: string, what: string) => void;

/** A designer's screen (a common laptop or desktop width), on which the manager is checked. */
export const DESIGNER_SCREEN = { width: 1440, height: 900 } as const;

/** Stories whose right side a fixed 1280 px preview cut off on that screen: each must fit the canvas. */
export const FIT_STORIES = /^(checkout-|media-gallery--)/;

/** The story whose Controls are checked: a switch for `open`, no JSON field for `footer` (markup). */
const CONTROLS_STORY = 'ui-dialog--open';

/** Storybook's onboarding: the sidebar checklist, the menu's guide, their titles. */
const ONBOARDING = /get started|onboarding|checklist/i;

/** The preview frame of the manager, once its story has finished. */
async function previewFrame(page: Page, timeout: number): Promise<Frame> {
  const frame = await (await page.waitForSelector('#storybook-preview-iframe', { timeout })).contentFrame();
  if (!frame) throw new Error('the manager has no preview frame');
  await frame.waitForFunction(
    () => {
      const phase = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
        .__STORYBOOK_PREVIEW__?.currentRender?.phase;
      return phase === 'completed' || phase === 'finished';
    },
    undefined,
    { timeout },
  );
  return frame;
}

/**
 * The manager as a designer opens it on {@link DESIGNER_SCREEN}: no onboarding checklist in the
 * sidebar or the settings menu (and both of Storybook's flags for it off), the Dialog's Controls
 * (a switch for `open`, none for `footer`), and the preview inside the window. Answers the
 * canvas's size; the previews then render every story at its width.
 */
export async function checkManager(
  page: Page,
  url: string,
  fail: Fail,
  timeout: number,
): Promise<{ width: number; height: number }> {
  await page.setViewportSize(DESIGNER_SCREEN);
  await page.goto(`${url}/?path=/story/${CONTROLS_STORY}`);
  const frame = await previewFrame(page, timeout);

  // onboarding: Storybook's feature flags, the sidebar, the settings menu
  const flags = await page.evaluate(() => {
    const features = (window as unknown as { FEATURES?: Record<string, unknown> }).FEATURES ?? {};
    return [features['sidebarOnboardingChecklist'], features['menuOnboardingChecklist']];
  });
  if (flags.some((flag) => flag !== false))
    fail('manager', `the onboarding checklist is on (sidebarOnboardingChecklist, menuOnboardingChecklist: ${flags})`);
  const sidebar = await page.locator('nav, [role="navigation"]').first().innerText();
  if (ONBOARDING.test(sidebar)) fail('manager', `the sidebar shows "${ONBOARDING.exec(sidebar)?.[0]}"`);
  // Storybook's settings button is a toggle (role switch) named Settings
  await page.locator('button[aria-label="Settings"]').first().click();
  const menu = await page.locator('body').innerText();
  if (ONBOARDING.test(menu)) fail('manager', `the settings menu offers "${ONBOARDING.exec(menu)?.[0]}"`);
  await page.keyboard.press('Escape');

  // Controls: a switch for a boolean prop; markup (a ReactNode) has no control at all
  const row = (name: string) =>
    page.locator('table tbody tr').filter({ has: page.locator('td:first-child', { hasText: new RegExp(`^${name}`) }) });
  const open = row('open');
  const openIsSwitch =
    (await open.locator('input[type="checkbox"]').count()) > 0 ||
    (await open.getByRole('button', { name: 'Set boolean' }).count()) > 0;
  if (!openIsSwitch) fail(CONTROLS_STORY, `Controls offer no switch for 'open': ${await open.innerText()}`);
  const footer = row('footer');
  if ((await footer.count()) === 0) fail(CONTROLS_STORY, "Controls do not list 'footer'");
  else if ((await footer.locator('button, textarea, input').count()) > 0)
    fail(CONTROLS_STORY, `Controls offer a field for 'footer' (markup): ${(await footer.innerText()).slice(0, 80)}`);

  // the preview inside the window, beside the sidebar
  const canvas = await page.locator('#storybook-preview-iframe').evaluate((el) => {
    const box = el.getBoundingClientRect();
    return { right: Math.round(box.right), width: Math.round(box.width), height: Math.round(box.height) };
  });
  if (canvas.right > DESIGNER_SCREEN.width)
    fail('manager', `the preview runs ${canvas.right - DESIGNER_SCREEN.width} px past the right of a 1440 px screen`);
  const inner = await frame.evaluate(() => ({ width: innerWidth, height: innerHeight }));
  return { width: Math.min(inner.width, canvas.width), height: inner.height };
}

/**
 * Why a story does not fit its canvas (its page wider than the frame, or an open popup past its
 * edge), or undefined when it fits.
 */
export function overflow(page: Page | Frame): Promise<string | undefined> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
    if (wide > width + 1) return `its page is ${wide} px wide in a ${width} px canvas`;
    for (const dialog of document.querySelectorAll('dialog[open]')) {
      const box = dialog.getBoundingClientRect();
      if (box.right > width + 1 || box.left < -1)
        return `an open popup spans ${Math.round(box.left)}–${Math.round(box.right)} px of a ${width} px canvas`;
    }
    return undefined;
  });
}

/**
 * A tab for {@link checkDocsText}: the stories' own frames are not loaded there (the descriptions
 * are the docs page's).
 */
export async function docsTextPage(open: () => Promise<Page>): Promise<Page> {
  const page = await open();
  await page.route(/viewMode=story/, (route) => route.abort());
  return page;
}

/**
 * A docs page as a designer reads it, in a tab of {@link docsTextPage}: no citation of the
 * reference (`[ref: …]`, or a "§" section) in its descriptions or props table, and on the
 * Introduction the toolbar switches in a table, not raw "| switch |" text, and every group of the
 * sidebar (`docs`: every docs page) named.
 */
export async function checkDocsText(
  page: Page,
  url: string,
  entry: { id: string; title: string },
  docs: ReadonlyArray<{ id: string; title: string }>,
  fail: Fail,
  timeout: number,
): Promise<void> {
  await page.goto(`${url}/iframe.html?id=${entry.id}&viewMode=docs`);
  const ready = await page
    .waitForSelector('.sbdocs-content', { timeout })
    .then(() => true)
    .catch(() => false);
  if (!ready) return fail(entry.id, 'no docs rendered');
  // an autodocs page: its props table comes with the component's description
  if (entry.title !== 'Introduction')
    await page.waitForSelector('.docblock-argstable', { timeout }).catch(() => undefined);
  const text = await page.locator('.sbdocs-content').innerText();
  for (const line of text.split('\n').filter((l) => l.includes('§') || l.includes('[ref: ')))
    fail(entry.id, `cites the reference: "${line.trim().slice(0, 120)}"`);
  if (entry.title === 'Introduction') {
    if ((await page.locator('.sbdocs-content table th', { hasText: 'switch' }).count()) === 0)
      fail(entry.id, 'the toolbar switches are not a table');
    const raw = text.split('\n').find((l) => /^\s*\|.*\|\s*$/.test(l));
    if (raw) fail(entry.id, `shows a Markdown table as text: "${raw.trim().slice(0, 60)}"`);
    // every group of the sidebar, by its name
    const named = await page.locator('.sbdocs-content strong').allInnerTexts();
    for (const group of new Set(docs.map((d) => d.title.split('/')[0] ?? '')))
      if (group !== 'Introduction' && !named.includes(group))
        fail(entry.id, `does not name the sidebar's group '${group}'`);
  }
}
