/** Where the device is, as a load ticket or daily metrics entry records it. */
export type DevicePosition = { latitude: number; longitude: number; accuracy: number | null };

/** A fix this old is still where the truck was when the form was filled in. */
const MAX_AGE_MS = 60_000;
/** A form never waits longer than this for a fix: the position is a bonus, not a need. */
const TIMEOUT_MS = 5_000;

async function geolocationGranted(): Promise<boolean> {
  if (typeof navigator === "undefined" || !("geolocation" in navigator)) return false;
  if (!navigator.permissions?.query) return false;
  try {
    return (await navigator.permissions.query({ name: "geolocation" })).state === "granted";
  } catch {
    return false;
  }
}

/**
 * The device's position if the person already allowed location, else null. It never asks:
 * the shell's GPS prompt does that, and a form must not stop at a browser dialog.
 */
export async function devicePosition(): Promise<DevicePosition | null> {
  if (!(await geolocationGranted())) return null;
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({
          latitude: coords.latitude,
          longitude: coords.longitude,
          accuracy: Number.isFinite(coords.accuracy) ? coords.accuracy : null,
        }),
      () => resolve(null),
      { enableHighAccuracy: true, maximumAge: MAX_AGE_MS, timeout: TIMEOUT_MS },
    );
  });
}
