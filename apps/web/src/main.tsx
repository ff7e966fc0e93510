import "./index.css";

/**
 * Every page but the pre-rendered public ones (see public-main.tsx). The page's HTML carries a
 * loading screen, and the app's files are asked for beside it (their preloads are in the HTML):
 * the app's code runs once that screen has painted, so a fast connection, whose files arrive
 * before the first frame, still shows the page at once rather than after a few hundred
 * milliseconds of script.
 */
function afterFirstPaint() {
  // A hidden tab paints no frames; it has nothing to show either.
  if (document.visibilityState === "hidden") return Promise.resolve();
  return new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * A pause until the next task. Not lib/next-task.ts: this file imports nothing, so it runs as
 * soon as it arrives, before any of the app's files. A hidden tab has no taps to answer, and its
 * timers are slowed to one a second: no pause there.
 */
const nextTask = () =>
  document.visibilityState === "hidden"
    ? Promise.resolve()
    : new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Runs the app's files one per task, each after the files it imports, in the order the build
 * lists them (vite/preload-app-code.ts): run at once, their top-level code is one long task
 * that blocks a tap for its whole length.
 */
async function runAppCodeInSteps() {
  const files = document.querySelector<HTMLMetaElement>('meta[name="app-code"]')?.content;
  for (const file of files?.split(" ") ?? []) {
    await import(/* @vite-ignore */ file);
    await nextTask();
  }
}

void afterFirstPaint()
  .then(runAppCodeInSteps)
  .then(() => import("./app-main"))
  .then(({ main }) => main());
