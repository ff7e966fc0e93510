/** Import directions from docs/decisions/001 and the conventions page. */
module.exports = {
  forbidden: [
    {
      name: "domain-is-pure",
      comment: "packages/domain is browser-safe: zod and pure functions, no app code.",
      severity: "error",
      from: { path: "^packages/domain" },
      to: { path: "^apps/" },
    },
    {
      name: "server-not-web",
      severity: "error",
      from: { path: "^apps/server" },
      to: { path: "^apps/web" },
    },
    {
      name: "web-not-server",
      severity: "error",
      from: { path: "^apps/web" },
      to: { path: "^apps/server" },
    },
    {
      name: "infrastructure-not-modules",
      comment:
        "Infrastructure (db, storage, mail, realtime, http, auth, events, workers, throttles, metrics, operations, the clock) never reaches up into feature modules; app.ts wires them together.",
      severity: "error",
      from: {
        path: "^apps/server/src/((db|storage|mail|realtime|http|auth|events|workers|throttles|metrics|operations)/|clock\\.ts$|logger\\.ts$)",
      },
      to: { path: "^apps/server/src/modules/" },
    },
    {
      name: "no-foreign-repo",
      comment: "A module may call another module's service, never its repo.",
      severity: "error",
      from: { path: "^apps/server/src/modules/([^/]+)/" },
      to: {
        path: "^apps/server/src/modules/([^/]+)/.+\\.repo\\.ts$",
        pathNot: "^apps/server/src/modules/$1/",
      },
    },
    {
      name: "app-composes-modules",
      comment:
        "app.ts composes modules: it reaches a module only through its createXModule (docs/decisions/066).",
      severity: "error",
      from: { path: "^apps/server/src/app\\.ts$" },
      to: {
        path: "^apps/server/src/modules/",
        pathNot: "\\.module\\.ts$",
        dependencyTypesNot: ["type-only"],
      },
    },
    {
      name: "module-parts-through-the-module",
      comment:
        "A module's routes, channels, listeners and workers are wired by its own createXModule, nowhere else (tests may reach them).",
      severity: "error",
      from: {
        path: "^apps/server/src/",
        pathNot: ["\\.module\\.ts$", "\\.test\\.ts$", "^apps/server/src/test/"],
      },
      to: {
        path: "^apps/server/src/modules/[^/]+/[^/]+\\.(routes|realtime|listeners|workers)\\.ts$",
      },
    },
    {
      name: "web-layers",
      comment: "components, lib, hooks and shared api sit below features; features sit below app.",
      severity: "error",
      from: { path: "^apps/web/src/(components|lib|hooks|api)/" },
      to: { path: "^apps/web/src/(features|app)/" },
    },
    {
      name: "lib-below-shared-api",
      comment: "lib is the bottom layer: the API calls several features share build on it.",
      severity: "error",
      from: { path: "^apps/web/src/lib/" },
      to: { path: "^apps/web/src/api/" },
    },
    {
      name: "http-client-only-in-api-files",
      comment:
        "Only api/ folders (src/api/ for shared calls, features/<x>/api/ for a feature's) call the server; screens use their hooks.",
      severity: "error",
      from: {
        pathNot: [
          "^apps/web/src/(api|features/[^/]+/api)/",
          "^apps/web/src/lib/api-client\\.test\\.ts$",
        ],
      },
      to: { path: "^apps/web/src/lib/api-client\\.ts$" },
    },
    {
      name: "api-files-hold-no-ui",
      comment:
        "API files hold calls, their keys and cache updates: no components, routes or app code.",
      severity: "error",
      from: { path: "^apps/web/src/(api|features/[^/]+/api)/" },
      to: { path: "^apps/web/src/(components|hooks|app|features/[^/]+/(components|routes))/" },
    },
    {
      name: "features-not-app",
      severity: "error",
      from: { path: "^apps/web/src/features/" },
      to: { path: "^apps/web/src/app/" },
    },
    {
      name: "no-cross-feature",
      comment: "A feature does not import another feature's internals.",
      severity: "error",
      from: { path: "^apps/web/src/features/([^/]+)/" },
      to: { path: "^apps/web/src/features/([^/]+)/", pathNot: "^apps/web/src/features/$1/" },
    },
    {
      name: "no-circular",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(dist|node_modules)/" },
    tsConfig: { fileName: "tsconfig.depcruise.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { conditionNames: ["@haulwise/source", "import", "default"] },
  },
};
