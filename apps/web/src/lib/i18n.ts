import { languages, loaders } from "virtual:haulwise-catalogues";
import {
  CATALOGUE_PARTS,
  type CatalogueKey,
  type CataloguePart,
  type LanguageInfo,
  type MessageValues,
  PSEUDO_LANGUAGE,
  pickLanguage,
  SOURCE_LANGUAGE,
} from "@haulwise/domain";
import { setupI18n } from "@lingui/core";
import { useSyncExternalStore } from "react";

/**
 * The words on screen, from the catalogues (packages/domain/src/catalogues): `t(key, values)`
 * outside React, `useT()` in a component (which then renders again when the language
 * changes). One Lingui instance; a language's catalogue is loaded in two parts, what the
 * public pages read and the rest, each only when a page needs it (vite/catalogues.ts).
 */
const i18n = setupI18n();

/** Every part of a catalogue: what the app loads. */
export const ALL_PARTS = CATALOGUE_PARTS;

const loadedParts = new Map<string, Set<CataloguePart>>();
/** Where the language a signed-in person chose is kept, for an offline start. */
const CHOSEN_LANGUAGE_KEY = "haulwise.language";

/** The languages a person can choose in Account Settings (the pseudo-locale is not offered). */
export const offeredLanguages: LanguageInfo[] = languages.filter((language) => !language.pseudo);

const infoOf = (code: string) =>
  languages.find((language) => language.code === code) ??
  (languages.find((language) => language.code === SOURCE_LANGUAGE) as LanguageInfo);

/** The language this browser asks for first, among those the catalogues speak. */
export function browserLanguage(): string {
  if (typeof navigator === "undefined") return SOURCE_LANGUAGE;
  return pickLanguage(
    navigator.languages ?? [navigator.language],
    languages.map((language) => language.code),
  );
}

/** The language this browser showed last to a signed-in person, else the browser's own. */
export function startingLanguage(): string {
  try {
    const chosen = localStorage.getItem(CHOSEN_LANGUAGE_KEY);
    if (chosen && loaders[chosen]) return chosen;
  } catch {
    // Storage refused (a private window): the browser's language will do.
  }
  return browserLanguage();
}

/** Remembers (or, with null, forgets) the language a signed-in person chose. */
export function rememberChosenLanguage(code: string | null) {
  try {
    if (code) localStorage.setItem(CHOSEN_LANGUAGE_KEY, code);
    else localStorage.removeItem(CHOSEN_LANGUAGE_KEY);
  } catch {
    // Not kept: the next start follows the browser until the profile answers.
  }
}

/**
 * Loads the parts of `code`'s catalogue not loaded yet and makes it the language on screen
 * (an unknown code reads English). The page's `lang` follows it, for screen readers.
 */
export async function activateLanguage(
  code: string,
  parts: readonly CataloguePart[],
): Promise<string> {
  const language = loaders[code] ? code : SOURCE_LANGUAGE;
  const have = loadedParts.get(language) ?? new Set<CataloguePart>();
  const missing = parts.filter((part) => !have.has(part));
  const modules = await Promise.all(missing.map((part) => loaders[language]![part]()));
  for (const [index, part] of missing.entries()) {
    i18n.load(language, modules[index]!.default as never);
    have.add(part);
  }
  loadedParts.set(language, have);
  if (i18n.locale !== language) {
    i18n.activate(language, [infoOf(language).locale]);
    if (typeof document !== "undefined") {
      document.documentElement.lang = language === PSEUDO_LANGUAGE ? "en" : language;
    }
  }
  return language;
}

/** The language on screen. */
export const currentLanguage = () => i18n.locale || SOURCE_LANGUAGE;

/** The locale dates, numbers and money on screen are written in (`es-US`). */
export const currentLocale = () => infoOf(currentLanguage()).locale;

/** A message of the language on screen. */
export function t(key: CatalogueKey, values?: MessageValues): string {
  return i18n._(key, values as Record<string, unknown> | undefined);
}

/**
 * A domain message that arrives as its English words (a schema's validation message, the
 * server's answer) in the language on screen; text no catalogue knows stays as it came.
 */
export function translateMessage(english: string): string {
  const key = `=${english}`;
  return i18n.messages[key] === undefined ? english : i18n._(key);
}

const subscribe = (onChange: () => void) => i18n.on("change", onChange);

/** `t`, in a component that renders again when the language changes (the app remounts anyway). */
export function useT(): typeof t {
  useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  return t;
}

/** The language on screen, in a component that renders again when it changes. */
export function useLanguage(): string {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}
