import type { Trail } from "@haulwise/domain";
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

/** The driver's trail for today (UTC, the company's day until companies have a time zone). */
export async function trailOf(api: APIRequestContext, driverId: string): Promise<Trail> {
  const day = new Date().toISOString().slice(0, 10);
  const response = await api.get(`/api/drivers/${driverId}/trail?date=${day}`);
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/** Where the info window of the selected driver sits on screen; it follows their marker. */
export async function infoWindowBox(page: Page) {
  const popup = page.locator(".leaflet-popup");
  await expect(popup).toBeVisible();
  const box = await popup.boundingBox();
  if (!box) throw new Error("The info window has no box");
  return box;
}
