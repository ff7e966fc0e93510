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

void afterFirstPaint()
  .then(() => import("./app-main"))
  .then(({ main }) => main());
