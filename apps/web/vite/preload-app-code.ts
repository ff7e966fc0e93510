import type { Plugin } from "vite";

type Chunk = { type: "chunk"; fileName: string; imports: string[]; dynamicImports: string[] };

/**
 * The app's HTML runs a small script that imports the app once the loading screen has painted
 * (src/main.tsx). This names the files of that import in the HTML as module preloads, so they
 * are fetched beside the page, as if the script had imported them up front, and lists them in
 * a meta tag in the order the script runs them, one per task.
 */
export function preloadAppCode(): Plugin {
  return {
    name: "haulwise-preload-app-code",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return html;
        const chunkOf = (file: string) => bundle[file] as Chunk | undefined;
        // Each file after the files it imports, the order in which they can run one by one.
        const files: string[] = [];
        const seen = new Set<string>();
        const visit = (file: string) => {
          if (seen.has(file) || file === chunk.fileName) return;
          seen.add(file);
          for (const imported of chunkOf(file)?.imports ?? []) visit(imported);
          files.push(file);
        };
        for (const file of chunk.dynamicImports) visit(file);
        const scripts = files.filter((file) => file.endsWith(".js"));
        return [
          ...scripts
            .filter((file) => !html.includes(`/${file}"`))
            .map((file) => ({
              tag: "link",
              attrs: { rel: "modulepreload", crossorigin: true, href: `/${file}` },
              injectTo: "head" as const,
            })),
          {
            tag: "meta",
            attrs: { name: "app-code", content: scripts.map((file) => `/${file}`).join(" ") },
            injectTo: "head" as const,
          },
        ];
      },
    },
  };
}
