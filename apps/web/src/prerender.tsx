import { renderToString } from "react-dom/server";
import { PublicPageTree, publicPages } from "@/app/public-pages";
import { LoadingScreen } from "@/components/loading-screen";

export { routes } from "@/app/router";
export { publicPages };

/**
 * The markup a signed-out visitor's first render of `path` produces: the same tree
 * public-main.tsx hydrates. Nothing is fetched: the session is unknown, as in the browser
 * before its first answer.
 */
export async function renderPage(path: string): Promise<string> {
  const page = publicPages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`${path} is not a public page`);
  const Screen = await page.load();
  const location = { pathname: path, search: "", hash: "", state: null };
  return renderToString(
    <PublicPageTree
      Screen={Screen}
      location={location}
      leave={() => {}}
      onSessionKnown={() => {}}
    />,
  );
}

/**
 * What every other page shows while its code loads, for the HTML those pages share: it paints
 * before any script has run, and React replaces it on its first render.
 */
export function renderLoadingScreen(): string {
  return renderToString(<LoadingScreen />);
}
