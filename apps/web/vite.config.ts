import { readFileSync } from "node:fs";
import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { catalogues } from "./vite/catalogues.ts";
import { lazyDomainSchemas } from "./vite/lazy-domain-schemas.ts";
import { preloadAppCode } from "./vite/preload-app-code.ts";

/**
 * Which modules the app's entry and shell run before its first render, and which of those
 * the sign-in page, or another public page, can reach too (without going through the app they
 * hand over to), read from the module graph once it is complete and before chunks are made.
 */
function entryModules() {
  const app = new Set<string>();
  const signIn = new Set<string>();
  const publicPages = new Set<string>();
  const signedInShared = new Set<string>();
  const publicIcons = new Set<string>();
  const plugin: Plugin = {
    name: "haulwise-entry-modules",
    apply: "build",
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const find = (file: string) => ids.find((id) => id.endsWith(file));
      const main = find("/src/main.tsx");
      const appMain = find("/src/app-main.tsx");
      const publicMain = find("/src/public-main.tsx");
      const signInScreen = find("/src/features/auth/routes/sign-in.tsx");
      const startApp = find("/src/app/start-app.tsx");
      const shell = find("/src/app/shell/app-shell.tsx");
      // The pre-render and the workers are builds of their own, without the app's entry.
      if (!main) return;
      if (!appMain || !publicMain || !signInScreen || !startApp || !shell) {
        this.error("entryModules: a file it groups by was moved or renamed; update its paths");
      }
      const staticImports = (id: string) => [...(this.getModuleInfo(id)?.importedIds ?? [])];
      const walk = (from: string, into: Set<string>) => {
        const queue = [from];
        while (queue.length > 0) {
          const id = queue.pop() as string;
          if (into.has(id)) continue;
          into.add(id);
          queue.push(...staticImports(id));
        }
      };
      // main.tsx only lets the loading screen paint, then imports this: the entry's files.
      walk(appMain, app);
      // Every signed-in page renders in the shell, whose files come with the entry's.
      walk(shell, app);
      walk(publicMain, signIn);
      walk(signInScreen, signIn);
      walk(publicMain, publicPages);
      // Each public page's screen, loaded by the public script as that page opens.
      const screens = [...publicPages].flatMap(
        (id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [],
      );
      for (const screen of screens) if (screen !== startApp) walk(screen, publicPages);
      // The icons public pages draw, by the file each name comes from in lucide's index: that
      // index reaches every icon, so the graph alone would call them all public.
      const iconFiles = lucideIconFiles();
      for (const id of [...signIn, ...publicPages]) {
        if (id.includes("node_modules")) continue;
        const code = this.getModuleInfo(id)?.code ?? "";
        for (const [, names] of code.matchAll(
          /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g,
        )) {
          for (const name of (names ?? "").split(",")) {
            const file = iconFiles.get(name.trim());
            if (file) publicIcons.add(file);
          }
        }
      }
      // The app's shared components, hooks and helpers no public page reaches, kept only
      // if everything they import is loaded already (by the entry, or as one of them): a
      // date picker, a dialog or a form library must not come with every signed-in page.
      for (const id of ids) {
        const shared = /[\\/]apps[\\/]web[\\/]src[\\/](components|hooks|lib)[\\/].*\.tsx?$/.test(
          id,
        );
        if (shared && !app.has(id) && !signIn.has(id) && !publicPages.has(id)) {
          signedInShared.add(id);
        }
      }
      // Radix counts as not loaded: the entry reaches all of it through its index, yet
      // loads its overlays only once a menu or dialog is opened.
      const radix = (id: string) => OVERLAYS.test(id) || /node_modules[\\/]radix-ui[\\/]/.test(id);
      const loaded = (id: string) =>
        (app.has(id) && !radix(id)) || domain(id) || signedInShared.has(id);
      let dropped = true;
      while (dropped) {
        dropped = false;
        for (const id of signedInShared) {
          if (staticImports(id).every(loaded)) continue;
          signedInShared.delete(id);
          dropped = true;
        }
      }
    },
  };
  // The domain's schemas are reached through one index that re-exports them all, so these
  // sets hold every schema; the build keeps only the ones a page uses.
  const domain = (id: string) => id.includes("/packages/domain/");
  // Vite's helper for dynamic imports stays out of the groups: the app's page imports it
  // before its first paint, and inside a group it would bring that group's imports along.
  const preloadHelper = (id: string) => id.includes("preload-helper");
  const inApp = (id: string) => app.has(id) && !domain(id) && !preloadHelper(id);
  return {
    plugin,
    signIn: (id: string) => inApp(id) && signIn.has(id),
    publicPages: (id: string) => inApp(id) && publicPages.has(id) && !signIn.has(id),
    appOnly: (id: string) => inApp(id) && !publicPages.has(id),
    signedInShared: (id: string) => signedInShared.has(id),
    // An icon a public page draws, or what every icon is drawn with.
    publicIcon: (id: string) =>
      /[\\/]icons[\\/]/.test(id) ? publicIcons.has(path.basename(id)) : true,
    signInDomain: (id: string) => domain(id) && SIGN_IN_DOMAIN.test(id),
    shellDomain: (id: string) => domain(id) && SHELL_DOMAIN.test(id),
  };
}

/**
 * The domain modules the sign-in page reads (its messages, errors and each role's dashboard),
 * and those the signed-in shell reads besides. Each set comes in one file; a module only some
 * screens read comes with them, so a page does not build schemas it never uses. A module in
 * the wrong set costs a page time, never correctness.
 */
const SIGN_IN_DOMAIN = domainModules(
  "account-messages|errors|roles|time|accounts|profiles|avatars|dashboard-paths|install",
);
const SHELL_DOMAIN = domainModules(
  "messages|notifications|realtime|tracking|geo|loads|metrics|drivers|lists|plans",
);

/** Each name lucide-react exports, and the file under its icons folder it comes from. */
function lucideIconFiles() {
  const index = readFileSync(
    path.resolve(import.meta.dirname, "../../node_modules/lucide-react/dist/esm/lucide-react.mjs"),
    "utf8",
  );
  const files = new Map<string, string>();
  for (const [, names, file] of index.matchAll(/export \{([^}]*)\} from '\.\/icons\/([^']+)'/g)) {
    for (const name of (names ?? "").split(",")) {
      files.set(name.replace(/^\s*default as\s*/, "").trim(), file as string);
    }
  }
  return files;
}

function domainModules(names: string) {
  return new RegExp(`[\\\\/]packages[\\\\/]domain[\\\\/]src[\\\\/](${names})\\.ts$`);
}

const OVERLAYS =
  /node_modules[\\/](@radix-ui|@floating-ui|react-remove-scroll|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce)|[\\/]src[\\/]components[\\/]ui[\\/]sheet\.tsx$/;

/**
 * Radix's parts that draw a page rather than float over it: those public pages draw with
 * (they stay with them), and the driver's on-duty switch with the helpers it shares with the
 * overlays (a small file of their own, which the sign-in page never loads).
 */
const DRAWN_RADIX = /[\\/]@radix-ui[\\/]react-(slot|primitive|compose-refs|label|separator)[\\/]/;
const SWITCH_RADIX =
  /[\\/]@radix-ui[\\/](primitive|react-(switch|context|use-controllable-state|use-effect-event|use-layout-effect|use-previous|use-size))[\\/]/;

const entry = entryModules();

export default defineConfig(({ command }) => ({
  define: {
    // Answers saved for offline use are kept per build: a new build may read them differently.
    __APP_BUILD_ID__: JSON.stringify(new Date().toISOString()),
  },
  plugins: [
    catalogues(),
    lazyDomainSchemas(),
    react(),
    tailwindcss(),
    entry.plugin,
    preloadAppCode(),
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
      // React Router 7's exports name its development build only, dev warnings included;
      // the build takes the production one it ships beside it.
      ...(command === "build"
        ? {
            "react-router": path.resolve(
              import.meta.dirname,
              "../../node_modules/react-router/dist/production/index.mjs",
            ),
          }
        : {}),
    },
  },
  server: {
    proxy: {
      "/api": { target: "http://localhost:3000", changeOrigin: false, ws: true },
    },
  },
  // Module workers, so a worker can load its data in chunks of its own.
  worker: { format: "es" },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    // The manifest maps each module to its chunk, for the pre-rendered pages' scripts.
    manifest: true,
    rolldownOptions: {
      // The app (index.html), and the script of the pre-rendered public pages.
      input: { index: "index.html", public: "src/public-main.tsx" },
      output: {
        // Each screen's code arrives in a few files rather than dozens of tiny ones: every
        // file is a request, and on a slow connection requests, not bytes, set the pace.
        // A group also takes what its modules import, unless a group of higher priority
        // took it first: hence React's own group, which every other group leaves alone.
        codeSplitting: {
          groups: [
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 10,
            },
            { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/, priority: 3 },
            {
              // The few the public pages draw, so they do not load every icon the app has.
              name: "icons-public",
              test: (id: string) =>
                /node_modules[\\/]lucide-react[\\/]/.test(id) && entry.publicIcon(id),
              priority: 4,
            },
            {
              // Zod's own file, so the domain's schema chunks depend on it alone; with the
              // module that tells it not to probe for eval, which must run before zod does,
              // and the wrapper that builds each domain schema on first use (061), which every
              // schema chunk imports: elsewhere it would tie that chunk to the one holding it.
              name: "zod",
              test: /node_modules[\\/]zod[\\/]|[\\/]src[\\/]lib[\\/](zod-jitless|lazy-schema)\.ts$/,
              priority: 3,
            },
            {
              // What the app's entry runs before its first render (shell, session, saved
              // cache, realtime) in three files rather than forty small ones: what the
              // sign-in page needs of it too, what another public page does, and the rest.
              // Each takes its own modules only: the shared ones do not go into the app's
              // file, and the sign-in page loads nothing it did not before.
              name: "entry-sign-in",
              test: entry.signIn,
              priority: 1,
              includeDependenciesRecursively: false,
            },
            {
              name: "entry-public",
              test: entry.publicPages,
              priority: 1,
              includeDependenciesRecursively: false,
            },
            {
              name: "entry-app",
              test: entry.appOnly,
              priority: 0,
              includeDependenciesRecursively: false,
            },
            {
              name: "domain-sign-in",
              test: entry.signInDomain,
              priority: 1,
              includeDependenciesRecursively: false,
            },
            {
              name: "domain-shell",
              test: entry.shellDomain,
              priority: 1,
              includeDependenciesRecursively: false,
            },
            {
              // The small components and hooks two or more signed-in pages share, in one file.
              name: "signed-in-shared",
              test: entry.signedInShared,
              minShareCount: 2,
              priority: 0,
              includeDependenciesRecursively: false,
            },
            {
              // Radix's overlays (menus, dialogs, popovers) and what positions them, with the
              // sheet the public pages' menu opens in: none of them needed for a first paint.
              // What pages use of Radix to draw themselves (buttons, labels, separators, the
              // driver's on-duty switch) is not among them (DRAWN_RADIX, SWITCH_RADIX).
              name: "overlays",
              test: (id: string) =>
                OVERLAYS.test(id) && !DRAWN_RADIX.test(id) && !SWITCH_RADIX.test(id),
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              name: "radix-switch",
              test: SWITCH_RADIX,
              priority: 2,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
}));
