import { analyticsEvents, isPhone, leaveThroughTop, modalForm } from "./shell-helpers";
import { expect, gotoHydrated, test, uniqueEmail } from "./support";

const TITLE = "Wait! Don't Miss Out";
const ENGAGEMENT = { event_category: "engagement" };

test.describe("exit intent on a wide screen", () => {
  test.beforeEach(({ page }) => test.skip(isPhone(page), "the modal is for screens of 768 px and more"));

  test("shows once per session when the mouse leaves through the top, and Escape closes it", async ({ page }) => {
    const modalChunks: string[] = [];
    page.on("request", (r) => r.url().includes("exit-intent-modal") && modalChunks.push(r.url()));
    await gotoHydrated(page, "/");
    expect(modalChunks, "the modal's code is not loaded with the page").toEqual([]);

    // Leaving sideways or moving inside the page is not an exit through the top.
    await page.evaluate(() => document.dispatchEvent(new MouseEvent("mouseout", { clientY: 300, relatedTarget: null, bubbles: true })));
    await page.mouse.move(400, 300);
    await page.mouse.move(420, 5);
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await leaveThroughTop(page);
    const dialog = page.getByRole("dialog", { name: TITLE });
    await expect(dialog).toBeVisible();
    expect(modalChunks).toHaveLength(1);
    await expect(dialog.getByRole("heading", { name: TITLE })).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "Email" })).toBeFocused();
    expect(await analyticsEvents(page, "exit_intent_shown")).toEqual([ENGAGEMENT]);

    // Focus stays inside the modal dialog: Tab never reaches the page behind it (it may pass through the browser's own UI).
    for (let step = 0; step < 5; step++) {
      await page.keyboard.press("Tab");
      const outside = await page.evaluate(() => {
        const active = document.activeElement;
        return active !== null && active !== document.body && active.closest("dialog") === null ? active.outerHTML.slice(0, 80) : null;
      });
      expect(outside).toBeNull();
    }

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect.poll(() => analyticsEvents(page, "exit_intent_dismissed")).toEqual([ENGAGEMENT]);

    await leaveThroughTop(page);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await leaveThroughTop(page);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(await analyticsEvents(page, "exit_intent_shown")).toEqual([]);
  });

  test("a real mouse leaving through the top edge opens it; the close button closes it", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.mouse.move(640, 200);
    await page.mouse.move(640, -20, { steps: 4 });
    const dialog = page.getByRole("dialog", { name: TITLE });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => analyticsEvents(page, "exit_intent_dismissed")).toHaveLength(1);
  });

  test("a sign-up in the modal closes it, records the dismissal and goes to the confirmation page", async ({ page }) => {
    await gotoHydrated(page, "/");
    await leaveThroughTop(page);
    const form = modalForm(page);
    const email = uniqueEmail("modal");
    await form.getByRole("textbox", { name: "Email" }).fill(email);
    const request = page.waitForRequest((r) => r.url().endsWith("/api/leads") && r.method() === "POST");
    await form.getByRole("button", { name: "Save My Spot" }).click();
    expect((await request).postDataJSON()).toMatchObject({ email, form_location: "modal", website: "" });
    await expect(form.getByRole("status")).toHaveText("You're on the list! Redirecting to confirmation...");
    await page.waitForURL((url) => url.pathname === "/thank-you" && url.searchParams.get("email") === email);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(await analyticsEvents(page, "exit_intent_dismissed")).toEqual([ENGAGEMENT]);
    expect(await analyticsEvents(page, "lead_success")).toEqual([{ form_location: "modal" }]);
  });
});

test("never shows on a phone-sized screen", async ({ page }) => {
  test.skip(!isPhone(page), "checks the narrow screen");
  await gotoHydrated(page, "/");
  await leaveThroughTop(page);
  await leaveThroughTop(page);
  // Had it triggered, the session would remember it; it must not even have tried.
  expect(await page.evaluate(() => sessionStorage.getItem("exit-intent-shown"))).toBeNull();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(await analyticsEvents(page, "exit_intent_shown")).toEqual([]);
});
