import { expect, type Locator, type Page } from "@playwright/test";

/** The sonner toast whose text includes `title`. */
export function toastWith(page: Page, title: string): Locator {
  return page.locator("[data-sonner-toast]").filter({ hasText: title });
}

/** Waits for a toast with the given title (and detail line, when given). */
export async function expectToast(page: Page, title: string, detail?: string) {
  const toast = toastWith(page, title).first();
  await expect(toast).toBeVisible();
  if (detail) await expect(toast).toContainText(detail);
  return toast;
}
