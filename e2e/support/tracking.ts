import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./fixtures.js";

/** A device id the way a browser names itself: one per installation. */
export const deviceIdFor = (name: string) => `e2e-${name}-${process.pid}`.slice(0, 64);

export async function setDuty(api: APIRequestContext, onDuty: boolean) {
  const response = await api.put("/api/me/duty", { data: { onDuty } });
  expect(response.status(), await response.text()).toBe(200);
}

/** One fix uploaded as the tracker uploads its queue: a batch for this device. */
export async function sendFix(
  api: APIRequestContext,
  fix: { deviceId: string; seq: number; latitude: number; longitude: number },
) {
  const response = await api.post("/api/positions", {
    data: {
      deviceId: fix.deviceId,
      fixes: [
        {
          seq: fix.seq,
          recordedAt: new Date().toISOString(),
          latitude: fix.latitude,
          longitude: fix.longitude,
          accuracy: 8,
          speed: 12,
        },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  expect((await response.json()).accepted).toBe(1);
}

/**
 * What the driver's tracker does with one position: reads it from the browser (Chromium's
 * geolocation emulation supplies it) and uploads it from the driver's own signed-in page.
 */
export async function shareBrowserPosition(page: Page, deviceId: string, seq: number) {
  const result = await page.evaluate(
    async ({ deviceId, seq }) => {
      const position = await new Promise<GeolocationPosition>((resolve, reject) =>
        navigator.geolocation.getCurrentPosition(resolve, reject, {
          enableHighAccuracy: true,
          // The app's own tracker may be watching already; a fresh fix would wait for a move.
          maximumAge: 60_000,
          timeout: 10_000,
        }),
      );
      const response = await fetch("/api/positions", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          deviceId,
          fixes: [
            {
              seq,
              recordedAt: new Date(position.timestamp).toISOString(),
              latitude: position.coords.latitude,
              longitude: position.coords.longitude,
              accuracy: position.coords.accuracy,
            },
          ],
        }),
      });
      return { status: response.status, body: await response.text() };
    },
    { deviceId, seq },
  );
  expect(result.status, result.body).toBe(200);
}

/** Where the info window of the selected driver sits on screen; it follows their marker. */
export async function infoWindowBox(page: Page) {
  const popup = page.locator(".leaflet-popup");
  await expect(popup).toBeVisible();
  const box = await popup.boundingBox();
  if (!box) throw new Error("The info window has no box");
  return box;
}
