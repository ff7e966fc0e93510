/**
 * The shell a signed-in page's HTML draws before the app has loaded (app/shell/shell-frame.tsx;
 * the server sends it to whoever is signed in). The app renders hidden beside it (index.css)
 * and takes it away once its own shell, or anything else, is ready to show in its place.
 */
export const FRAME_ID = "app-frame";

/** Shows the app instead of the frame. Safe to call any number of times, with or without one. */
export function releaseFrame() {
  document.getElementById(FRAME_ID)?.remove();
}
