import type { Plugin } from "vite";

type Chunk = { type: "chunk"; fileName: string; imports: string[]; dynamicImports: string[] };

/**
 * The app's HTML runs a small script that imports the app once the loading screen has painted
 * (src/main.tsx). This names the files of that import in the HTML as module preloads, so they
 * are fetched beside the page, as if the script had imported them up front.
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
        const files = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file) || file === chunk.fileName) return;
          files.add(file);
          for (const imported of chunkOf(file)?.imports ?? []) visit(imported);
        };
        for (const file of chunk.dynamicImports) visit(file);
        return [...files]
          .filter((file) => file.endsWith(".js") && !html.includes(`/${file}"`))
          .map((file) => ({
            tag: "link",
            attrs: { rel: "modulepreload", crossorigin: true, href: `/${file}` },
            injectTo: "head" as const,
          }));
      },
    },
  };
}
