/**
 * Reading and compiling the message catalogues (Node only: the server, the web build and the
 * checks; never bundled into a page). A page receives its catalogue compiled, so the ICU
 * parser stays out of the browser.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type CompiledMessage, compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import {
  LANGUAGE_LOCALE_KEY,
  LANGUAGE_NAME_KEY,
  type LanguageInfo,
  PSEUDO_LANGUAGE,
  SOURCE_LANGUAGE,
} from "./i18n.js";

export type { CompiledMessage };

/** One language's messages, by key, in ICU MessageFormat. */
export type Catalogue = Record<string, string>;
export type CompiledCatalogue = Record<string, CompiledMessage>;

/** The folder of catalogues (src/catalogues), the same from this file's source and its build. */
export const CATALOGUE_DIR = path.resolve(import.meta.dirname, "..", "src", "catalogues");

/** Every catalogue in the folder, by language code (its file name), English first. */
export function readCatalogues(dir = CATALOGUE_DIR): Map<string, Catalogue> {
  const codes = readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .map((file) => file.slice(0, -".json".length))
    .sort(
      (a, b) => Number(b === SOURCE_LANGUAGE) - Number(a === SOURCE_LANGUAGE) || a.localeCompare(b),
    );
  const catalogues = new Map<string, Catalogue>();
  for (const code of codes) {
    const parsed: unknown = JSON.parse(readFileSync(path.join(dir, `${code}.json`), "utf8"));
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) {
      throw new Error(`catalogues/${code}.json must hold one object of messages`);
    }
    for (const [key, value] of Object.entries(parsed)) {
      if (typeof value !== "string") throw new Error(`catalogues/${code}.json: ${key} is not text`);
    }
    catalogues.set(code, parsed as Catalogue);
  }
  const source = catalogues.get(SOURCE_LANGUAGE);
  if (!source) throw new Error(`catalogues/${SOURCE_LANGUAGE}.json is missing`);
  catalogues.set(PSEUDO_LANGUAGE, source);
  return catalogues;
}

/** What the catalogues say about their languages, English first, the pseudo-locale last. */
export function languagesOf(catalogues: Map<string, Catalogue>): LanguageInfo[] {
  return [...catalogues].map(([code, catalogue]) => ({
    code,
    name: code === PSEUDO_LANGUAGE ? "Pseudo (+40 %)" : (catalogue[LANGUAGE_NAME_KEY] ?? code),
    locale: catalogue[LANGUAGE_LOCALE_KEY] ?? code,
    pseudo: code === PSEUDO_LANGUAGE,
  }));
}

const ACCENTED: Record<string, string> = {
  a: "á",
  e: "é",
  i: "í",
  o: "ö",
  u: "ü",
  c: "ç",
  n: "ñ",
  y: "ý",
  A: "Å",
  E: "É",
  I: "Í",
  O: "Ö",
  U: "Ü",
  C: "Ç",
  N: "Ñ",
  Y: "Ý",
};

/**
 * A piece of text 40 % longer and accented: the padding comes as short words, so it wraps
 * where a longer translation would rather than as one unbreakable run.
 */
export function pseudoText(text: string): string {
  if (text.trim() === "") return text;
  const accented = text.replace(/[a-zA-Z]/g, (c) => ACCENTED[c] ?? c);
  let extra = Math.ceil(text.length * 0.4);
  let padding = "";
  while (extra > 0) {
    const word = "~".repeat(Math.min(4, Math.max(1, extra - 1)));
    padding += ` ${word}`;
    extra -= word.length + 1;
  }
  return accented + padding;
}

/**
 * A catalogue's messages compiled for Lingui's runtime (the pseudo-locale's made from
 * English). Only the keys `include` accepts, when it is given.
 */
export function compileCatalogue(
  code: string,
  catalogue: Catalogue,
  include: (key: string) => boolean = () => true,
): CompiledCatalogue {
  const pseudo = code === PSEUDO_LANGUAGE;
  const compiled: CompiledCatalogue = {};
  for (const [key, message] of Object.entries(catalogue)) {
    if (!include(key)) continue;
    try {
      const keepsItsWords = key === LANGUAGE_LOCALE_KEY;
      compiled[key] = compileMessageOrThrow(
        message,
        pseudo && !keepsItsWords ? pseudoText : undefined,
      );
    } catch (error) {
      throw new Error(`catalogues/${code}.json: ${key} is not valid ICU: ${String(error)}`);
    }
  }
  return compiled;
}
