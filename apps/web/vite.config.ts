import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
  // The manifest maps each route's module to its chunk, for the pre-rendered pages' preloads.
  build: { outDir: "dist", emptyOutDir: true, sourcemap: true, manifest: true },
});
