import "@/lib/zod-jitless";
import { type Me, SOURCE_LANGUAGE } from "@haulwise/domain";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { documentLocation, type Leave, PublicPageTree, publicPageAt } from "@/app/public-pages";
import { importOrReload } from "@/lib/chunk-reload";
import { ALL_PARTS, activateLanguage, browserLanguage, currentLanguage } from "@/lib/i18n";

/**
 * The script of the pre-rendered public pages (sign-in, sign-up, reset password): it makes
 * the page's HTML interactive with that screen's code alone. Moving on to another public page
 * loads that page; moving on into the app loads the app into this same React root.
 */
async function main() {
  const container = document.getElementById("root");
  const page = publicPageAt(window.location.pathname);
  if (!container || !page) throw new Error("public-main.tsx runs on a pre-rendered page only");
  let root: Root | null = null;
  // The app starts knowing who signed in here, rather than asking again.
  let me: Me | null | undefined;

  const leave: Leave = (to, { state, replace }) => {
    const target = new URL(to, window.location.href);
    if (publicPageAt(target.pathname) && state === null) {
      if (replace) window.location.replace(target.href);
      else window.location.assign(target.href);
      return;
    }
    void Promise.all([
      importOrReload(() => import("@/app/start-app")),
      activateLanguage(currentLanguage(), ALL_PARTS),
    ]).then(([{ handOverToApp }]) => {
      // The app's router starts from the address, with the state it was given.
      const current = (window.history.state as { idx?: number } | null)?.idx ?? 0;
      const entry = {
        usr: state,
        key: Math.random().toString(36).slice(2, 10),
        idx: replace ? current : current + 1,
      };
      if (replace) window.history.replaceState(entry, "", target.href);
      else window.history.pushState(entry, "", target.href);
      if (root) handOverToApp(root, me);
    });
  };

  // A visitor reads the page in their browser's language: the words it shows, nothing more
  // (the sign-in page, a driver's first, reads fewer than the others).
  const [Screen, language] = await Promise.all([
    importOrReload(page.load),
    activateLanguage(
      browserLanguage(),
      page.path === "/sign-in" ? ["sign-in"] : ["sign-in", "public"],
    ),
  ]);
  const tree = (
    <PublicPageTree
      Screen={Screen}
      location={documentLocation()}
      leave={leave}
      onSessionKnown={(known) => {
        me = known;
      }}
    />
  );
  // The HTML was rendered for the bare address in English; one with a query (?role=driver, a
  // link's error) or in another language renders differently, so it is rendered afresh rather
  // than hydrated.
  if (window.location.search || language !== SOURCE_LANGUAGE) {
    root = createRoot(container);
    root.render(tree);
  } else {
    root = hydrateRoot(container, tree);
  }
}

void main();
