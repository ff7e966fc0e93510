import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { catalogues } from "../../apps/web/vite/catalogues.ts";
import { lazyDomainSchemas } from "../../apps/web/vite/lazy-domain-schemas.ts";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * How a benchmark builds a page of its own around the app's components: the app's own
 * plugins (its catalogues, the domain's schemas built on first use) and paths, so what it
 * measures is what the app ships. Each benchmark gives its page's folder and output.
 */
export default defineConfig({
  logLevel: "warn",
  plugins: [react(), tailwindcss(), catalogues(), lazyDomainSchemas()],
  resolve: {
    alias: {
      "@haulwise/domain": path.join(root, "packages/domain/src/index.ts"),
      "@": path.join(root, "apps/web/src"),
    },
  },
  // The map's outlines are decoded in a module worker, as in the app's own build.
  worker: { format: "es" },
});
