import { testSite } from "./shell-helpers";
import { expect, expectNoAccessibilityViolations, gotoHydrated, test } from "./support";

test("tells the story: since 2022, the four stats, story, mission, four values, a team of three and the promise", async ({ page }) => {
  await gotoHydrated(page, "/about");
  await expect(page).toHaveTitle(`About Us | ${testSite.brand}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByText(/since 2022/i)).toBeVisible();

  const stats = page.getByRole("region", { name: "By the numbers" });
  await expect(stats.getByRole("definition")).toHaveText(["2,000+", "15+", "98%", "3"]);
  await expect(stats.getByRole("term")).toHaveText(["Happy students", "Housing complexes", "Satisfaction", "Years serving Provo"]);

  await expect(page.getByRole("heading", { name: "Our story" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Our mission" })).toBeVisible();
  const values = page.getByRole("region", { name: "What we value" });
  await expect(values.getByRole("heading", { level: 3 })).toHaveCount(4);

  const team = page.getByRole("region", { name: "Meet the team" });
  await expect(team.getByRole("listitem")).toHaveCount(3);
  await expect(team.getByRole("heading", { level: 3 })).toHaveText(["Emma Larsen", "Josh Whitaker", "Mia Tanaka"]);
  await expect(team.getByText("EL", { exact: true })).toBeVisible();
  await expect(team.locator("img")).toHaveCount(0);

  const promise = page.getByRole("region", { name: "Our quality promise" });
  await expect(promise).toContainText("30-day money-back guarantee");
  await expect(promise.getByRole("link", { name: "Browse Kits" })).toHaveAttribute("href", "/kits");
  await expect(promise.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
});

test("the links lead to the kits and the contact page", async ({ page }) => {
  await gotoHydrated(page, "/about");
  await page.getByRole("region", { name: "Our quality promise" }).getByRole("link", { name: "Browse Kits" }).click();
  await expect(page).toHaveURL(/\/kits$/);
  await page.goBack();
  await page.getByRole("region", { name: "Our quality promise" }).getByRole("link", { name: "Contact Us" }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test("has no accessibility violations", async ({ page }) => {
  await gotoHydrated(page, "/about");
  await expectNoAccessibilityViolations(page);
});
