// The content security policy forbids eval. Unless told not to, zod probes for it (to compile
// fast parsers) as each object schema is made, and the browser reports the refused probe as a
// policy violation. zod reads this global when it loads and when a schema is made, so this
// module is imported before anything that imports zod, and imports nothing itself.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
