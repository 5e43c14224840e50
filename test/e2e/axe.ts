import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let source: Promise<string> | null = null;
const axeSource = () => (source ??= readFile(axePath, 'utf8'));

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/**
 * Colours ease between states (src/tokens.css): right after a scheme switch or a hover, a text and
 * its background are a blend of both schemes. This waits until they rest (transitions only: a
 * spinner's endless animation never ends and changes no colour).
 */
export async function transitionsAtRest(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'));
}

/** WCAG 2.2 A/AA violations on the page as it is now (axe-core, injected into the page; 2.5.8 target size among them). */
export async function wcagViolations(page: Page): Promise<string[]> {
  // Evaluated rather than added as a <script>: the studio's CSP requires Trusted Types for script
  // text, and a test tool must not need an exception in it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(`${await axeSource()}\n;undefined`);
  // Contrast is judged once the colours rest.
  await transitionsAtRest(page);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] } });
    return result.violations;
  });
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
