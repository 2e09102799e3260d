import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { screenshot } from './helpers';

/** The web app signed in with this session's token, at `path`. */
export async function openAs(page: Page, token: string, path: string): Promise<void> {
  await page.goto('/');
  await page.evaluate((t) => window.localStorage.setItem('token', t), token);
  await page.goto(path);
}

/**
 * axe (WCAG 2.x A/AA) on the settled screen, nothing serious or critical allowed, and a picture
 * (test-results/screenshots/`picture`-`width`.png). `known`: violations that exist without the
 * change under test, reported, not hidden (named by the test).
 */
export async function checkScreen(page: Page, picture: string, width: number, known: readonly string[] = []): Promise<void> {
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await page.waitForTimeout(300);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  const blocking = serious.filter((v) => !known.includes(v));
  console.log(`axe ${picture} @${width}: ${violations.length} violations, ${serious.length} serious or critical${serious.length > blocking.length ? ` (known, not of this change: ${serious.filter((v) => known.includes(v)).join('; ')})` : ''}`);
  expect.soft(blocking, `${picture} @${width}`).toEqual([]);
  await screenshot(page, `${picture}-${width}`, { fullPage: true });
}
