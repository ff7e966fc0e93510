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
        "Infrastructure (db, storage, mail, realtime, http, auth, events, workers, the clock) never reaches up into feature modules; app.ts wires them together.",
      severity: "error",
      from: {
        path: "^apps/server/src/((db|storage|mail|realtime|http|auth|events|workers)/|clock\\.ts$|logger\\.ts$)",
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
      name: "web-layers",
      comment: "components, lib and hooks sit below features; features sit below app.",
      severity: "error",
      from: { path: "^apps/web/src/(components|lib|hooks)/" },
      to: { path: "^apps/web/src/(features|app)/" },
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
    tsConfig: { fileName: "tsconfig.base.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { conditionNames: ["@haulwise/source", "import", "default"] },
  },
};
