// The web app's production build: Vite's client build, then the public pages rendered to HTML
// from a server build of the same routes, then a brotli and a gzip copy of every text file,
// which the server sends to browsers that accept them (see apps/server/src/http/web.ts).
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build } from "vite";

const webRoot = path.resolve(import.meta.dirname, "..");
const dist = path.join(webRoot, "dist");
const serverBuild = path.join(webRoot, "node_modules", ".prerender");

const SHELL_MODULE = "src/app/shell/app-shell.tsx";
/** Where the build tells the server which scripts each route of the app needs. */
const ROUTE_PRELOADS = "route-preloads.json";
/** The script of the pre-rendered public pages (see src/public-main.tsx). */
const PUBLIC_ENTRY = "src/public-main.tsx";
/** The inline script that shows a signed-in page's frame's prompts (src/app/shell/frame-script.ts). */
const FRAME_SCRIPT = "src/app/shell/frame-script.ts";
/** Where the signed-in pages' HTML, one per role with its shell drawn, is written. */
const FRAMED_DIR = "framed";

/** Text the server sends as it is, so the build compresses it once (images are compressed already). */
/** The page's root, where React renders. */
const ROOT = '<div id="root"></div>';

const TEXT_FILE = /\.(?:html|js|mjs|css|svg|json|txt|xml|webmanifest|map)$/;

await build({ root: webRoot, logLevel: "warn" });
await build({
  root: webRoot,
  logLevel: "warn",
  build: {
    ssr: "src/prerender.tsx",
    rolldownOptions: { input: "src/prerender.tsx" },
    outDir: serverBuild,
    emptyOutDir: true,
    sourcemap: false,
    manifest: false,
    copyPublicDir: false,
  },
});
const frameScript = `<script>${await bundleFrameScript()}</script>`;
inlineRenderBlockingFiles(frameScript);
await prerender(frameScript);
rmSync(serverBuild, { recursive: true, force: true });
// Only the build needs the manifest; the server must not serve it.
rmSync(path.join(dist, ".vite"), { recursive: true, force: true });
const { files, bytes } = compressTextFiles(dist);
console.log(`web: pre-rendered the public pages; compressed ${files} files (${kib(bytes)} KiB)`);

/** The frame script as one small classic script, for the HTML to carry inline. */
async function bundleFrameScript() {
  const [output] = await build({
    root: webRoot,
    configFile: false,
    logLevel: "warn",
    resolve: { alias: { "@": path.join(webRoot, "src") } },
    build: {
      write: false,
      minify: true,
      lib: { entry: path.join(webRoot, FRAME_SCRIPT), formats: ["iife"], name: "haulwiseFrame" },
    },
  });
  const code = output.output[0].code.trim();
  if (code.includes("</script")) throw new Error("the frame script cannot be inlined");
  return code;
}

/**
 * What the first paint waits for, moved into the HTML: the theme script (a dark theme must
 * never flash light) and the style sheet. Each was a request the browser had to finish before
 * painting anything. The frame script follows the page's root, where a signed-in page has its
 * shell drawn. The server allows exactly these scripts by their hashes
 * (apps/server/src/http/web.ts); inline styles are allowed already.
 */
function inlineRenderBlockingFiles(frameScript) {
  const file = path.join(dist, "index.html");
  let html = readFileSync(file, "utf8");
  const themeTag = '<script src="/theme-init.js"></script>';
  const styleTag = html.match(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/);
  if (!html.includes(themeTag)) throw new Error(`index.html has no ${themeTag}`);
  if (!styleTag?.[1]) throw new Error("index.html links no style sheet");
  if (!html.includes(ROOT)) throw new Error(`index.html has no ${ROOT}`);
  const script = readFileSync(path.join(dist, "theme-init.js"), "utf8");
  const styles = readFileSync(path.join(dist, styleTag[1]), "utf8");
  html = html.replace(themeTag, () => `<script>${script}</script>`);
  html = html.replace(styleTag[0], () => `<style>${styles}</style>`);
  html = html.replace(ROOT, () => `${ROOT}${frameScript}`);
  writeFileSync(file, html);
}

async function prerender(frameScript) {
  const {
    FRAME_USER_ID_SLOT,
    framedRoles,
    otherLanguages,
    publicPages,
    renderPage,
    renderLoadingScreen,
    renderShellFrame,
    routes,
  } = await import(pathToFileURL(path.join(serverBuild, "prerender.js")).href);
  const manifest = JSON.parse(readFileSync(path.join(dist, ".vite", "manifest.json"), "utf8"));
  const template = readFileSync(path.join(dist, "index.html"), "utf8");
  // Every other page (index.html): the loading screen paints from HTML, and the signed-in
  // shell, which most of them use, loads beside the entry rather than after it.
  // The first paint needs none of the app's scripts (the HTML draws the loading screen, or
  // the shell): the browser is told so, and fetches them after anything that paint needs.
  const withShellPreloads = template
    .replace("</head>", () => `${preloadsFor(manifest, [SHELL_MODULE], template)}</head>`)
    .replaceAll(
      '<script type="module" crossorigin ',
      '<script type="module" crossorigin fetchpriority="low" ',
    )
    .replaceAll(
      '<link rel="modulepreload" crossorigin ',
      '<link rel="modulepreload" crossorigin fetchpriority="low" ',
    );
  const appHtml = withShellPreloads.replace(
    ROOT,
    () => `<div id="root">${renderLoadingScreen()}</div>`,
  );
  writeFileSync(path.join(dist, "index.html"), appHtml);
  // The same page for a signed-in person, with their role's shell drawn beside the root
  // instead of the loading screen inside it; the server sends it (apps/server/src/http/web.ts).
  mkdirSync(path.join(dist, FRAMED_DIR), { recursive: true });
  for (const role of framedRoles) {
    const framed = withShellPreloads.replace(ROOT, () => `${renderShellFrame(role)}${ROOT}`);
    if (!framed.includes(FRAME_USER_ID_SLOT)) throw new Error("the frame has no slot for the user");
    writeFileSync(path.join(dist, FRAMED_DIR, `${role}.html`), framed);
  }
  writeFileSync(
    path.join(dist, ROUTE_PRELOADS),
    JSON.stringify(routePreloads(routes, manifest, appHtml), null, 1),
  );
  // The public pages carry none of the app's scripts: their own, or none at all.
  const withoutApp = template
    .replace(frameScript, "")
    .replace(/<script type="module"[^>]*><\/script>/g, "")
    .replace(/<link rel="modulepreload"[^>]*>/g, "")
    .replace(/<meta name="app-code"[^>]*>/, "");
  // Only a page with a script asks who is signed in.
  const sessionPreload = template.match(/<link rel="preload" href="\/api\/session"[^>]*>/)?.[0];
  if (!sessionPreload) throw new Error("index.html does not preload the session");
  const publicEntry = manifest[PUBLIC_ENTRY];
  if (!publicEntry?.isEntry) throw new Error(`${PUBLIC_ENTRY} is not an entry of the build`);
  mkdirSync(path.join(dist, "prerendered"), { recursive: true });
  for (const page of publicPages) {
    const rendered = await renderPage(page.path);
    // React hoists <title> (and other head elements) to the front of the markup.
    const titles = rendered.match(/^(?:<title>[^<]*<\/title>)*/)?.[0] ?? "";
    const body = rendered.slice(titles.length);
    const title = titles.match(/<title>[^<]*<\/title>/)?.[0];
    // Replacement functions, not strings: a "$&" in the page would otherwise be expanded.
    let html = withoutApp;
    if (page.hydrated) {
      // Inert until hydrated (public-main.tsx lifts it): a click or keystroke before the
      // page runs would be lost, or post a form natively with the password in the address.
      html = html.replace(
        '<div id="root"></div>',
        () => `<div id="root" data-prerendered inert>${body}</div>`,
      );
      // Nothing on the page waits for its script to paint: the browser is told so, and
      // fetches it after anything the first paint needs.
      const low = ' fetchpriority="low"';
      const script = `<script type="module" crossorigin${low} src="/${publicEntry.file}"></script>`;
      const preloads = preloadsFor(manifest, [PUBLIC_ENTRY, page.module], script, low);
      html = html.replace("</head>", () => `${script}${preloads}</head>`);
    } else {
      html = html
        .replace(sessionPreload, "")
        .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
    }
    if (title) html = html.replace(/<title>[^<]*<\/title>/, () => title);
    writeFileSync(path.join(dist, "prerendered", `${page.file}.html`), html);
    // A page with no script cannot change its language in the browser: it is rendered in each
    // language too (`index.es.html`), and the server sends the one the visitor's browser asks
    // for (apps/server/src/http/web.ts).
    if (page.hydrated) continue;
    for (const language of otherLanguages) {
      const translated = await renderPage(page.path, language);
      const translatedTitles = translated.match(/^(?:<title>[^<]*<\/title>)*/)?.[0] ?? "";
      const translatedTitle = translatedTitles.match(/<title>[^<]*<\/title>/)?.[0];
      let other = withoutApp
        .replace(sessionPreload, "")
        .replace('<html lang="en">', () => `<html lang="${language}">`)
        .replace(
          '<div id="root"></div>',
          () => `<div id="root">${translated.slice(translatedTitles.length)}</div>`,
        );
      if (translatedTitle) other = other.replace(/<title>[^<]*<\/title>/, () => translatedTitle);
      writeFileSync(path.join(dist, "prerendered", `${page.file}.${language}.html`), other);
    }
  }
}

/**
 * For each route of the app, the script files its screen needs that index.html does not load
 * already: the server names them in a Link header, so the browser fetches them beside the
 * app's entry instead of after it has run (apps/server/src/http/web.ts); and whether the
 * route is a page in the shell.
 */
function routePreloads(routes, manifest, html) {
  const found = [];
  const visit = (route, modules) => {
    const own = route.handle?.module ? [...modules, route.handle.module] : modules;
    if (route.path && route.path !== "*" && own.length > 0) {
      const files = chunkFiles(manifest, own, html);
      // A page in the shell is sent with the shell drawn for whoever is signed in.
      const shell = own.includes(SHELL_MODULE);
      if (files.length > 0 || shell) found.push({ path: route.path, files, shell });
    }
    for (const child of route.children ?? []) visit(child, own);
  };
  for (const route of routes) visit(route, []);
  return found;
}

/** The chunk files of `modules` and their static imports, but those `html` loads already. */
function chunkFiles(manifest, modules, html) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const child of chunk.imports ?? []) visit(child);
  };
  for (const module of modules) {
    // The build groups the shell's modules with the entry's (vite.config.ts), which
    // index.html loads already; it keeps a chunk of its own only for what nothing else takes.
    if (!manifest[module] && module === SHELL_MODULE) continue;
    if (!manifest[module]) throw new Error(`${module} is not a chunk of the build`);
    visit(module);
  }
  return [...files].filter((file) => !html.includes(`/${file}"`));
}

/** <link rel="modulepreload"> for the chunks of `modules` that `html` does not load already. */
function preloadsFor(manifest, modules, html, attributes = "") {
  return chunkFiles(manifest, modules, html)
    .map((file) => `<link rel="modulepreload" crossorigin${attributes} href="/${file}">`)
    .join("");
}

function compressTextFiles(folder) {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(folder, { recursive: true })) {
    const file = path.join(folder, String(entry));
    if (!TEXT_FILE.test(file) || !statSync(file).isFile()) continue;
    const content = readFileSync(file);
    const brotli = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    writeFileSync(`${file}.br`, brotli);
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    files++;
    bytes += content.length;
  }
  return { files, bytes };
}

function kib(bytes) {
  return Math.round(bytes / 1024);
}
