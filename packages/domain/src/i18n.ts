// No schema here (LanguageSchema is in accounts.ts): the sign-in page reads these helpers
// before any schema module, and they must not bring one along.

/**
 * Languages, as the catalogues under packages/domain/src/catalogues define them: one JSON file per
 * language (`es.json`), each with the same keys, its messages in ICU MessageFormat. English is
 * the source every other catalogue is checked against, and what a person with no choice and
 * no browser preference we have reads.
 */
export const SOURCE_LANGUAGE = "en";

/**
 * English lengthened by 40 % and accented, made from the English catalogue (never a file): it
 * shows where a layout cuts or overflows text before a real translation does.
 */
export const PSEUDO_LANGUAGE = "en-XA";

/** The two keys every catalogue has about itself: its own name for it, and its region's locale. */
export const LANGUAGE_NAME_KEY = "language.name";
export const LANGUAGE_LOCALE_KEY = "language.locale";

/** A language a person can read Haulwise in, as the catalogues describe it. */
export type LanguageInfo = {
  /** The catalogue's file name: `en`, `es`, or the pseudo-locale's `en-XA`. */
  code: string;
  /** The language's own name for itself (`Español`), as the language menu lists it. */
  name: string;
  /** The BCP 47 locale dates, numbers and money are written in (`es-US`). */
  locale: string;
  /** True for the pseudo-locale, which no menu offers. */
  pseudo: boolean;
};

/**
 * The first of `preferred` (a browser's languages, best first) that a catalogue speaks: its
 * exact code, else its language without the region (`es-MX` reads `es`). The pseudo-locale is
 * only ever chosen by its exact code.
 */
export function pickLanguage(preferred: readonly string[], available: readonly string[]): string {
  const real = available.filter((code) => code !== PSEUDO_LANGUAGE);
  for (const tag of preferred) {
    const wanted = tag.trim();
    const exact = available.find((code) => code.toLowerCase() === wanted.toLowerCase());
    if (exact) return exact;
    const base = wanted.split("-")[0]?.toLowerCase();
    const sameLanguage = real.find((code) => code.split("-")[0] === base);
    if (sameLanguage) return sameLanguage;
  }
  return SOURCE_LANGUAGE;
}

/** An Accept-Language header's languages, best first (`es-MX,es;q=0.9,en;q=0.8`). */
export function acceptedLanguages(header: string | undefined | null): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ tag, weight }) => tag !== "" && tag !== "*" && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}

/** A message's key: the English catalogue holds every key, and every catalogue the same ones. */
export type CatalogueKey = keyof typeof import("./catalogues/en.json");

/** The values a message's `{placeholders}` are filled with. */
export type MessageValues = Record<string, string | number | Date | null | undefined>;

/**
 * A catalogue comes to the browser in parts, each loaded only by the pages that read it: what
 * the sign-in page reads (a driver's first page, on a budget), what the other pre-rendered
 * public pages read besides (sign-up, reset password), and the rest of the app.
 */
export type CataloguePart = "sign-in" | "public" | "app";
export const CATALOGUE_PARTS: readonly CataloguePart[] = ["sign-in", "public", "app"];

const SIGN_IN_KEYS = [
  "language.",
  "public.email",
  "public.password",
  "public.showPassword",
  "public.hidePassword",
  "public.backToHome",
  "public.signIn.",
  "messages.auth.",
  "messages.validation.",
  "messages.companies.",
  // What a fresh install says there (English reads them from messages.ts itself).
  "messages.install.",
] as const;

/** The part of the catalogue a key is loaded with. */
export function partOf(key: string): CataloguePart {
  if (SIGN_IN_KEYS.some((prefix) => key.startsWith(prefix))) return "sign-in";
  return key.startsWith("public.") ? "public" : "app";
}
