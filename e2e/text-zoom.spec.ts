// Text-only zoom to 200% (WCAG 1.4.4, ADR 047): the root font size doubled, as a reader who
// enlarges text alone sets it, on the main pages at a laptop width and at a small window. Every
// size in the app is in rem, so the whole layout grows while the breakpoints (in rem, read
// against the browser's default size) stay where the window puts them: nothing may scroll
// sideways, and no text may be cut off by its box.
import type { Page } from '@playwright/test';
import { createTrainee } from './support/accounts.ts';
import { takeQuiz, topicIdOf } from './support/quiz-api.ts';
import { expect, test } from './support/test.ts';

// The browser globals used inside page.evaluate (e2e/ is type-checked without the DOM library).
interface ZoomGlobals {
  document: {
    documentElement: { scrollWidth: number; clientWidth: number };
    querySelectorAll(selector: string): ArrayLike<ZoomElement>;
  };
  getComputedStyle(element: ZoomElement): {
    overflowX: string;
    overflowY: string;
    textOverflow: string;
  };
}
interface ZoomElement {
  scrollWidth: number;
  clientWidth: number;
  scrollHeight: number;
  clientHeight: number;
  textContent: string | null;
  tagName: string;
  children: ArrayLike<unknown>;
}

/** Sideways scroll of the page, and the text elements whose text is cut off by their box. */
function layoutProblems(page: Page) {
  return page.evaluate(() => {
    const { document, getComputedStyle } = globalThis as unknown as ZoomGlobals;
    const { scrollWidth, clientWidth } = document.documentElement;
    const clipped: string[] = [];
    for (const element of Array.from(document.querySelectorAll('main *, header *'))) {
      if (!element.textContent?.trim() || element.children.length > 0) continue;
      // screen-reader-only text is a 1 px clipped box on purpose
      if (element.clientWidth <= 1 || element.clientHeight <= 1) continue;
      const style = getComputedStyle(element);
      // a name shortened with an ellipsis is the design at any size (leaderboards)
      if (style.textOverflow === 'ellipsis') continue;
      const hides = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
      if (
        (hides(style.overflowX) && element.scrollWidth > element.clientWidth + 1) ||
        (hides(style.overflowY) && element.scrollHeight > element.clientHeight + 1)
      ) {
        clipped.push(`${element.tagName}: ${element.textContent.trim().slice(0, 40)}`);
      }
    }
    return { overflow: scrollWidth - clientWidth, clipped };
  });
}

const pages = ['/learn', '/question-bank', '/my-progress', '/saved', '/wrong-answers', '/about'];

test('with text at 200%, the main pages neither scroll sideways nor cut text off, at 1280 and 640 px', async ({
  page,
}) => {
  test.setTimeout(150_000); // twelve page loads on a busy machine
  await createTrainee(page.request, { name: 'Aroha Large-Text' });
  await takeQuiz(page.request, {
    type: 'topic',
    topicId: await topicIdOf(page.request, 'Cardiovascular'),
    questionCount: 'all',
  });
  for (const width of [1280, 640]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of pages) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect.soft(await layoutProblems(page), `${path} at ${width} px`).toEqual({
        overflow: 0,
        clipped: [],
      });
    }
  }
});
