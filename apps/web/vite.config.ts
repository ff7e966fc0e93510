import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";

export default defineConfig({
  define: {
    // Answers saved for offline use are kept per build: a new build may read them differently.
    __APP_BUILD_ID__: JSON.stringify(new Date().toISOString()),
  },
  plugins: [
    react(),
    tailwindcss(),
    // An installable app whose shell (HTML, scripts, styles, icons) the service worker keeps,
    // so a driver's Haulwise opens and reloads without signal. It never answers API calls:
    // those always go to the network (queued work waits in IndexedDB instead).
    VitePWA({
      registerType: "prompt",
      injectRegister: false,
      includeAssets: ["favicon.svg", "theme-init.js", "icons/apple-touch-icon-180.png"],
      manifest: {
        id: "/",
        name: "Haulwise",
        short_name: "Haulwise",
        description:
          "Jobs, drivers, trucks and loads for hauling contractors, and the driver's day in the cab.",
        // Sign-in sends a signed-in person straight to their own dashboard.
        start_url: "/sign-in",
        scope: "/",
        display: "standalone",
        orientation: "any",
        background_color: "#0f172a",
        theme_color: "#0f172a",
        categories: ["business", "productivity", "navigation"],
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          {
            src: "/icons/maskable-512.png",
            sizes: "512x512",
            type: "image/png",
            purpose: "maskable",
          },
        ],
      },
      workbox: {
        globPatterns: ["**/*.{js,css,html,svg,png,webmanifest,woff2}"],
        navigateFallback: "/index.html",
        // Server routes a browser may open directly: never answered with the app shell.
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/(healthz|readyz)$/],
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
        // The first install controls the open page at once, so it reloads offline; updates
        // wait for the driver's "Reload" (a reload mid-shift is theirs to choose).
        clientsClaim: true,
        skipWaiting: false,
      },
    }),
  ],
  resolve: {
    alias: {
      // Source, not dist: the web build never waits on a domain build and gets its types live.
      "@haulwise/domain": path.resolve(import.meta.dirname, "../../packages/domain/src/index.ts"),
      "@": path.resolve(import.meta.dirname, "src"),
    },
  },
  server: {
    proxy: {
      "/api": { target: "http://localhost:3000", changeOrigin: false, ws: true },
    },
  },
  build: { outDir: "dist", emptyOutDir: true, sourcemap: true },
});
