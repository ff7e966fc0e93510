// The environment `npm run demo` is started with by the demo's journey and its benchmark: the
// caller's own, without what would point the demo at another installation's data, database,
// mail or secret, on a port of its own.

const NOT_PASSED_ON = ["DATA_DIR", "DATABASE_URL", "SMTP_URL", "AUTH_SECRET"];

/** The environment for `scripts/demo.mjs` on `port`, with `extra` (DEMO_SPEED and the like). */
export function demoEnv(port, extra = {}) {
  return {
    ...Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !NOT_PASSED_ON.includes(name)),
    ),
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    ...extra,
  };
}
