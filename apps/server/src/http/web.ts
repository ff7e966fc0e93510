import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { acceptedLanguages, pickLanguage, type Role, SOURCE_LANGUAGE } from "@haulwise/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { escapeHtml } from "../escape-html.js";
import { isApiRequest } from "./rate-limit.js";

/** Where the web build puts the public pages it rendered to HTML (see apps/web/scripts). */
const PRERENDERED_DIR = "prerendered";

/** The HTML files of a folder of the build, by name without `.html` (their .br and .gz apart). */
function pagesIn(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith(".html"))
    .map((name) => name.slice(0, -".html".length));
}

/** A pre-rendered page's file in each language it was rendered in, English's first. */
type PrerenderedPage = Map<string, string>;

/**
 * `/sign-in` → `prerendered/sign-in.html`; `/` → `prerendered/index.html`, and in another
 * language `prerendered/index.es.html` (a page without a script is rendered in each).
 */
function prerenderedPages(distDir: string): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>();
  for (const name of pagesIn(path.join(distDir, PRERENDERED_DIR))) {
    const [page = name, language = SOURCE_LANGUAGE] = name.split(".");
    const route = page === "index" ? "/" : `/${page}`;
    const files = pages.get(route) ?? new Map<string, string>();
    files.set(language, `${PRERENDERED_DIR}/${name}.html`);
    pages.set(route, files);
  }
  return pages;
}

/** The page's file in the language the browser asks for first among those it was rendered in. */
function pageFor(files: PrerenderedPage, request: FastifyRequest): string | undefined {
  if (files.size === 1) return files.get(SOURCE_LANGUAGE);
  const language = pickLanguage(acceptedLanguages(request.headers["accept-language"]), [
    ...files.keys(),
  ]);
  return files.get(language) ?? files.get(SOURCE_LANGUAGE);
}

/**
 * CSP sources for the scripts the build inlined into the web app's HTML (the theme script and
 * the signed-in frame's, which must run before the first paint): each allowed by its hash,
 * nothing else inline.
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

type RoutePreload = { pattern: RegExp; params: number; link: string | null; shell: boolean };

/**
 * Where the build writes the app's page with a role's shell drawn (`<role>.html`), and the
 * placeholder it leaves for the person's id (apps/web/src/app/shell/shell-frame.tsx).
 */
const FRAMED_DIR = "framed";
const FRAME_USER_ID_SLOT = "__HAULWISE_USER_ID__";

/** Each role's page, by role. */
function framedPages(distDir: string): Map<string, string> {
  const folder = path.join(distDir, FRAMED_DIR);
  return new Map(
    pagesIn(folder).map((role) => [role, readFileSync(path.join(folder, `${role}.html`), "utf8")]),
  );
}

/**
 * A matcher for the app's routes: `/jobs/:jobId` matches `/jobs/42`, and where two match
 * (`/jobs/new`, `/jobs/:jobId`) the one with fewer parameters wins, as in the app's router.
 */
function routePreloads(distDir: string): RoutePreload[] {
  const file = path.join(distDir, ROUTE_PRELOADS_FILE);
  if (!existsSync(file)) return [];
  const routes = JSON.parse(readFileSync(file, "utf8")) as {
    path: string;
    files: string[];
    shell?: boolean;
  }[];
  return routes
    .map(({ path: route, files, shell }) => {
      const segments = route
        .split("/")
        .map((part) =>
          part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
        );
      return {
        pattern: new RegExp(`^${segments.join("/")}$`),
        params: segments.filter((part) => part === "[^/]+").length,
        link:
          files.length > 0 ? files.map((name) => `</${name}>; rel=modulepreload`).join(", ") : null,
        shell: shell === true,
      };
    })
    .sort((a, b) => a.params - b.params);
}

function routePath(url: string): string {
  const pathname = url.split("?")[0]?.split("#")[0] ?? "/";
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/** Pages that open by a bearer link (a job shared with its customer). */
const NOINDEX_PAGE = /^\/shared\//;

/** Whose page it is: their id and role, or null when nobody is signed in. */
export type WhoIsAsking = (
  request: FastifyRequest,
) => Promise<{ userId: string; role: Role | null } | null>;

/**
 * Serves the built web app: the brotli or gzip file written at build time when the browser
 * accepts it, the pre-rendered HTML of the public pages, and index.html for every other
 * client route (history fallback), with the shell of the signed-in person's role drawn in it
 * when the page is one of the shell's. Unknown /api paths answer a JSON 404 instead.
 */
export async function registerWeb(
  app: FastifyInstance,
  distDir: string | null,
  options: { whoIsAsking?: WhoIsAsking } = {},
) {
  const hasWeb = distDir !== null && existsSync(path.join(distDir, "index.html"));
  const pages = hasWeb ? prerenderedPages(distDir) : new Map<string, PrerenderedPage>();
  const preloads = hasWeb ? routePreloads(distDir) : [];
  const framed = hasWeb ? framedPages(distDir) : new Map<string, string>();
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

  /** The page with the person's shell drawn, when they are signed in with a role that has one. */
  const framedPage = async (request: FastifyRequest): Promise<string | null> => {
    if (!options.whoIsAsking || !request.headers.cookie || framed.size === 0) return null;
    const person = await options.whoIsAsking(request);
    const page = person?.role ? framed.get(person.role) : undefined;
    return person && page ? page.replace(FRAME_USER_ID_SLOT, escapeHtml(person.userId)) : null;
  };

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const route = routePath(request.url);
    // A share link's page is for the customer it was sent to: never indexed, never kept.
    if (NOINDEX_PAGE.test(route)) {
      reply
        .header("x-robots-tag", "noindex, nofollow")
        .header("cache-control", "private, no-store");
    }
    const files = pages.get(route);
    const page = files ? pageFor(files, request) : undefined;
    if (files && files.size > 1) reply.header("vary", "accept-language");
    if (page) return reply.sendFile(page);
    // The app's page: its screen's scripts are named up front, so they load beside the entry.
    const preload = preloads.find((candidate) => candidate.pattern.test(route));
    if (preload?.link) reply.header("link", preload.link);
    const html = preload?.shell ? await framedPage(request) : null;
    if (html === null) return reply.sendFile("index.html");
    // Someone's own page: no shared cache may keep it (it is compressed as it is sent).
    return reply
      .header("cache-control", "private, no-cache")
      .header("vary", "cookie")
      .type("text/html; charset=utf-8")
      .send(html);
  };
  // The catch-all file route sees "/" as the build folder itself; the page is what is meant.
  if (hasWeb) app.get("/", { schema: { hide: true } }, sendPage);

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
    return sendPage(request, reply);
  });
}
