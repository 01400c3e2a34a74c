// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, DEMO_CERTIFICATES, DEMO_GIFT_CARDS, DEMO_PROMOS, DEMO_TEST_CARDS } from './mock.js';

/** The repository's root. */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');
const grouped = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/** Issue 15: a new user finds the demo data, /dev and the screenshots in the README. */
describe('README: trying the demo store', () => {
  it('names the demo account, every promo code, a gift card, the reward certificates and the test cards, as the mock API has them', () => {
    expect(README).toContain(DEMO_ACCOUNT.email);
    expect(README).toContain(DEMO_ACCOUNT.password);
    for (const code of Object.keys(DEMO_PROMOS)) expect(README).toContain(`\`${code}\``);
    for (const code of Object.keys(DEMO_CERTIFICATES)) expect(README).toContain(`\`${code}\``);
    const [giftCard, { pin } = { pin: '' }] = Object.entries(DEMO_GIFT_CARDS).find(([, g]) => g.balance > 0) ?? [''];
    expect(README).toContain(`\`${grouped(giftCard)}\`, PIN \`${pin}\``);
    for (const card of DEMO_TEST_CARDS) expect(README).toContain(`\`${grouped(card.number)}\``);
  });

  it('links /dev and every screenshot, and each linked screenshot is a file of the repository', () => {
    expect(README).toContain('(http://localhost:3000/dev)');
    const shots = [...README.matchAll(/\]\((docs\/screenshots\/[a-z]+-\d+\.png)\)/g)].map((m) => m[1] ?? '');
    expect(shots).toHaveLength(10);
    for (const page of ['home', 'category', 'product', 'cart', 'checkout']) {
      for (const width of [390, 1280]) expect(shots).toContain(`docs/screenshots/${page}-${width}.png`);
    }
    for (const shot of shots) expect(existsSync(join(ROOT, shot)), shot).toBe(true);
  });
});
