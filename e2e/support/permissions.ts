import type { BrowserContext } from "@playwright/test";

/**
 * Blocks geolocation and notifications for the whole context, as a person who chose "Block"
 * in Chromium's own dialog would have. Playwright can grant permissions but not deny them,
 * so this goes through the DevTools protocol; the session must stay open for it to last.
 */
export async function denyPermissions(context: BrowserContext) {
  const page = context.pages()[0] ?? (await context.newPage());
  const session = await context.newCDPSession(page);
  const { targetInfo } = (await session.send("Target.getTargetInfo")) as {
    targetInfo: { browserContextId: string };
  };
  for (const name of ["geolocation", "notifications"]) {
    await session.send("Browser.setPermission", {
      permission: { name },
      setting: "denied",
      browserContextId: targetInfo.browserContextId,
    });
  }
  return session;
}
