import { SOURCE_LANGUAGE } from "@haulwise/domain";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { PublicPageTree, publicPages } from "@/app/public-pages";
import { FRAME_USER_ID_SLOT, ShellFrame } from "@/app/shell/shell-frame";
import { ThemeProvider } from "@/app/theme-provider";
import { LoadingScreen } from "@/components/loading-screen";
import { ALL_PARTS, activateLanguage, offeredLanguages } from "@/lib/i18n";

export { routes } from "@/app/router";

// The pages are rendered in English; another language's visitor gets them rendered afresh.
await activateLanguage(SOURCE_LANGUAGE, ALL_PARTS);

export { FRAME_USER_ID_SLOT, publicPages };

/** The languages a page without a script is rendered in besides English (`index.es.html`). */
export const otherLanguages = offeredLanguages
  .map((language) => language.code)
  .filter((code) => code !== SOURCE_LANGUAGE);

/**
 * The markup a signed-out visitor's first render of `path` produces: the same tree
 * public-main.tsx hydrates. Nothing is fetched: the session is unknown, as in the browser
 * before its first answer.
 */
export async function renderPage(path: string, language = SOURCE_LANGUAGE): Promise<string> {
  const page = publicPages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`${path} is not a public page`);
  const Screen = await page.load();
  const location = { pathname: path, search: "", hash: "", state: null };
  await activateLanguage(language, ALL_PARTS);
  const html = renderToString(
    <PublicPageTree
      Screen={Screen}
      location={location}
      leave={() => {}}
      onSessionKnown={() => {}}
    />,
  );
  // The other pages, and the next one, are rendered in English.
  await activateLanguage(SOURCE_LANGUAGE, ALL_PARTS);
  return html;
}

/**
 * What every other page shows while its code loads, for the HTML those pages share: it paints
 * before any script has run, and React replaces it on its first render.
 */
export function renderLoadingScreen(): string {
  return renderToString(<LoadingScreen />);
}

/** The roles whose pages are framed in the shell by their HTML (app/shell/shell-frame.tsx). */
export const framedRoles = ["contractor", "driver"] as const;

/** A signed-in page's shell for `role`, as its HTML draws it before the app has loaded. */
export function renderShellFrame(role: (typeof framedRoles)[number]): string {
  return renderToString(
    <ThemeProvider>
      <StaticRouter location="/">
        <ShellFrame role={role} />
      </StaticRouter>
    </ThemeProvider>,
  );
}
