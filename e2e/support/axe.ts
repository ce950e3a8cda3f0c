import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Finite animations and transitions (a toast fading in) still running: axe would judge half-faded colours. */
const settled = () =>
  document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY);

/** A client navigation sets the new page's title once its metadata arrives; a page without one still fails (timeout). */
const titled = () => document.title.trim() !== "";

/**
 * Runs axe-core (WCAG 2.1 A/AA) on the page, once it has its title and its animations have settled, and fails with
 * the list of violations.
 */
export async function expectNoAxeViolations(page: Page) {
  await page.waitForFunction(titled);
  await page.waitForFunction(settled);
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
  expect(summary, "axe-core violations").toEqual([]);
}
