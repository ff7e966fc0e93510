import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { isApiRequest } from "./rate-limit.js";

/** Where the web build puts the public pages it rendered to HTML (see apps/web/scripts). */
const PRERENDERED_DIR = "prerendered";

/** `/sign-in` → `prerendered/sign-in.html`; `/` → `prerendered/index.html`. */
function prerenderedPages(distDir: string): Map<string, string> {
  const folder = path.join(distDir, PRERENDERED_DIR);
  const pages = new Map<string, string>();
  if (!existsSync(folder)) return pages;
  for (const name of readdirSync(folder)) {
    if (!name.endsWith(".html")) continue;
    const route = name === "index.html" ? "/" : `/${name.slice(0, -".html".length)}`;
    pages.set(route, `${PRERENDERED_DIR}/${name}`);
  }
  return pages;
}

/**
 * CSP sources for the scripts the build inlined into the web app's HTML (the theme script,
 * which must run before the first paint): each allowed by its hash, nothing else inline.
 */
export function inlineScriptSources(distDir: string | null): string[] {
  const file = distDir === null ? null : path.join(distDir, "index.html");
  if (file === null || !existsSync(file)) return [];
  const html = readFileSync(file, "utf8");
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, script]) =>
      `'sha256-${createHash("sha256")
        .update(script ?? "")
        .digest("base64")}'`,
  );
}

/** The build's list of each app route's scripts (apps/web/scripts/build.mjs). */
const ROUTE_PRELOADS_FILE = "route-preloads.json";

type RoutePreload = { pattern: RegExp; params: number; link: string };

/**
 * A matcher for the app's routes: `/jobs/:jobId` matches `/jobs/42`, and where two match
 * (`/jobs/new`, `/jobs/:jobId`) the one with fewer parameters wins, as in the app's router.
 */
function routePreloads(distDir: string): RoutePreload[] {
  const file = path.join(distDir, ROUTE_PRELOADS_FILE);
  if (!existsSync(file)) return [];
  const routes = JSON.parse(readFileSync(file, "utf8")) as { path: string; files: string[] }[];
  return routes
    .map(({ path: route, files }) => {
      const segments = route
        .split("/")
        .map((part) =>
          part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
        );
      return {
        pattern: new RegExp(`^${segments.join("/")}$`),
        params: segments.filter((part) => part === "[^/]+").length,
        link: files.map((name) => `</${name}>; rel=modulepreload`).join(", "),
      };
    })
    .sort((a, b) => a.params - b.params);
}

function routePath(url: string): string {
  const pathname = url.split("?")[0]?.split("#")[0] ?? "/";
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/**
 * Serves the built web app: the brotli or gzip file written at build time when the browser
 * accepts it, the pre-rendered HTML of the public pages, and index.html for every other
 * client route (history fallback). Unknown /api paths answer a JSON 404 instead.
 */
export async function registerWeb(app: FastifyInstance, distDir: string | null) {
  const hasWeb = distDir !== null && existsSync(path.join(distDir, "index.html"));
  const pages = hasWeb ? prerenderedPages(distDir) : new Map<string, string>();
  const preloads = hasWeb ? routePreloads(distDir) : [];
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      // One catch-all route rather than one per file: hundreds of routes (each file and its
      // .br and .gz) made start-up slower; a missing file falls through to the handler below.
      wildcard: true,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        // Hashed assets never change; HTML must always be revalidated.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }

  const sendPage = (url: string, reply: FastifyReply) => {
    const route = routePath(url);
    const page = pages.get(route);
    if (page) return reply.sendFile(page);
    // The app's page: its screen's scripts are named up front, so they load beside the entry.
    const link = preloads.find((preload) => preload.pattern.test(route))?.link;
    if (link) reply.header("link", link);
    return reply.sendFile("index.html");
  };
  // The catch-all file route sees "/" as the build folder itself; the page is what is meant.
  if (hasWeb)
    app.get("/", { schema: { hide: true } }, (request, reply) => sendPage(request.url, reply));

  app.setNotFoundHandler((request, reply) => {
    if (
      !hasWeb ||
      isApiRequest(request.url) ||
      (request.method !== "GET" && request.method !== "HEAD")
    ) {
      return reply.status(404).send({
        error: {
          code: "NOT_FOUND",
          message: `No such endpoint: ${request.method} ${request.url.split("?")[0]}`,
        },
      });
    }
    return sendPage(request.url, reply);
  });
}
