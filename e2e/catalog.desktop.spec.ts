import { test } from "@playwright/test";
import { chooseFoldedOption, foldedGroup } from "./support/listing";

/**
 * Desktop only: the filters stand beside the listing there. On a phone they sit behind the "Filtrele" button, which
 * needs JavaScript, so a phone without it reaches the same listings through the category and sub-category links.
 */
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a folded filter group opens and filters through plain links", async ({ page }) => {
    await chooseFoldedOption(page, await foldedGroup(page));
  });
});
