// Applies the stored (or system) theme before the first paint; the React theme provider takes over after.
(() => {
  try {
    const stored = localStorage.getItem("theme");
    const dark =
      stored === "dark" ||
      (stored !== "light" && window.matchMedia("(prefers-color-scheme: dark)").matches);
    document.documentElement.classList.toggle("dark", dark);
  } catch {
    // Storage can be blocked (private mode); the provider falls back to the system preference.
  }
})();
