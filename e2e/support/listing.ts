import { expect, type Locator, type Page } from "@playwright/test";

/** On phones the facets sit behind a "Filtrele" button. */
export async function openFilters(page: Page) {
  const toggle = page.getByRole("button", { name: "Filtrele" });
  if (await toggle.isVisible()) await toggle.click();
}

/** On a phone the filter sheet stays open after a choice, until its button shows the `count` products. */
export async function showResults(page: Page, count: number) {
  const show = page.getByRole("button", { name: `${count} ürünü göster` });
  if (await show.isVisible()) await show.click();
}

/** The number in an option's "(N)". */
export const countOf = (text: string) => Number(/\((\d+)\)\s*$/.exec(text.trim())?.[1] ?? 0);

/** A filter group's option links (not its "show all" link). */
export const optionLinks = (group: Locator) => group.getByRole("listitem").getByRole("link");

/** The first filter group on /makineler folded to its most used options, and how many it has in all. */
export async function foldedGroup(page: Page) {
  await page.goto("/makineler");
  await openFilters(page);
  const showAll = page.getByRole("link", { name: /^Tümünü göster \(\d+\)$/ }).first();
  // The group is the nearest section around the link (the filter panel around them all is one too).
  const group = showAll.locator("xpath=ancestor::section[1]");
  return { group, showAll, total: countOf((await showAll.textContent()) ?? "") };
}

/** Shows the whole group, then chooses an option that was folded away: the listing filters by it. */
export async function chooseFoldedOption(page: Page, { group, showAll, total }: Awaited<ReturnType<typeof foldedGroup>>) {
  const title = ((await group.getByRole("heading").textContent()) ?? "").trim();
  const folded = await optionLinks(group).allTextContents();
  expect(folded).toHaveLength(8);
  expect(total).toBeGreaterThan(8);
  await showAll.click();
  await expect(page).toHaveURL(/[?&]more=/);
  const whole = page.getByRole("region", { name: title, exact: true });
  await expect(optionLinks(whole)).toHaveCount(total);
  await expect(whole.getByRole("link", { name: "Daha az göster" })).toBeVisible();
  const all = await optionLinks(whole).allTextContents();
  expect(all).toEqual(expect.arrayContaining(folded));
  const index = all.findIndex((text) => !folded.includes(text));
  const option = optionLinks(whole).nth(index);
  const count = countOf(all[index]!);
  await option.click();
  await expect(page).not.toHaveURL(/[?&]more=/);
  const chosen = page.getByRole("region", { name: title, exact: true }).locator('a[aria-current="true"]');
  await expect(chosen).toContainText(all[index]!.replace(/\(\d+\)\s*$/, ""));
  await expect(page.getByText(`${count} ürün`, { exact: true })).toBeVisible();
}
