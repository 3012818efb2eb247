// The signed-in header on the narrowest phones [design brief: phone first, 360 px and up; 320 px
// still works]: the nav links never wrap, nothing overflows sideways, and the bell, Sign Out and
// avatar stay on the logo's row with the links on their own row below.
import { createTrainee } from './support/accounts.ts';
import { expect, test, type Locator } from './support/test.ts';
import { header } from './support/ui.ts';

// The browser globals used inside page.evaluate (e2e/ is type-checked without the DOM library).
interface Box {
  scrollWidth: number;
  clientWidth: number;
}
interface LayoutGlobals {
  document: {
    createRange(): {
      selectNodeContents(node: unknown): void;
      getClientRects(): Iterable<{ top: number }>;
    };
    documentElement: Box;
    querySelector(selector: string): Box;
  };
}

for (const width of [320, 360]) {
  test(`at ${width} px the signed-in header fits: one line per link, no sideways scroll`, async ({
    page,
  }) => {
    await createTrainee(page.request, { name: 'Mere Tane' });
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/learn');
    const nav = header(page).getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Learn', 'My Progress', 'Saved', 'About']);

    for (const link of await nav.getByRole('link').all()) {
      // The line boxes of the link's text: more than one top means it wrapped.
      const lines = await link.evaluate((element) => {
        const { document } = globalThis as unknown as LayoutGlobals;
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
      expect(lines, `${await link.textContent()} on one line`).toBe(1);
      const box = (await link.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }

    const overflow = await page.evaluate(() => {
      const { document } = globalThis as unknown as LayoutGlobals;
      const row = document.querySelector('header > div');
      return {
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        header: row.scrollWidth - row.clientWidth,
      };
    });
    expect(overflow).toEqual({ page: 0, header: 0 });

    // The logo, bell, Sign Out and avatar share the first row.
    const top = async (locator: Locator) => Math.round((await locator.boundingBox())!.y);
    const logoTop = await top(header(page).getByRole('link', { name: 'Hive home' }));
    for (const name of [/^Notifications/, 'Sign Out', 'Profile Settings']) {
      const button = header(page).getByRole('button', { name });
      expect(
        Math.abs((await top(button)) - logoTop),
        `${name} on the logo's row`,
      ).toBeLessThanOrEqual(4);
    }
  });
}
