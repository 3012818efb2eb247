// axe on a page as it stands, in the light theme and then the dark one (the app follows the
// emulated system setting without a reload): no serious or critical violation (ADR 047).
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Scans `page` in both themes; soft assertions, so one run lists every screen that fails. */
export async function expectNoSeriousViolations(page: Page, where: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
    const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
    expect.soft(serious, `${where} (${colorScheme})`).toEqual([]);
  }
}
