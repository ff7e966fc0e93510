import {
  acceptedLanguages,
  type CatalogueKey,
  type LanguageInfo,
  type MessageValues,
  pickLanguage,
  SOURCE_LANGUAGE,
} from "@haulwise/domain";
import { compileCatalogue, languagesOf, readCatalogues } from "@haulwise/domain/catalogues";
import { type I18n, setupI18n } from "@lingui/core";

/** One language's words: its messages by key, and the locale its dates and money are written in. */
export type Wording = {
  language: string;
  locale: string;
  t: (key: CatalogueKey, values?: MessageValues) => string;
};

/** Every catalogue, read and compiled once at start; a person's wording by their language. */
export type Translator = {
  languages: LanguageInfo[];
  /** True when a catalogue speaks `code` (or it is the pseudo-locale). */
  offers(code: string): boolean;
  /** The wording of `language`, or English when it is unset or no catalogue speaks it. */
  wordingFor(language: string | null | undefined): Wording;
  /** The language a browser's Accept-Language asks for, among those offered. */
  languageOfRequest(acceptLanguage: string | undefined): string;
};

export function createTranslator(): Translator {
  const catalogues = readCatalogues();
  const languages = languagesOf(catalogues);
  const codes = languages.map((language) => language.code);
  const wordings = new Map<string, Wording>();
  for (const info of languages) {
    const i18n: I18n = setupI18n({
      locale: info.code,
      locales: [info.locale],
      messages: { [info.code]: compileCatalogue(info.code, catalogues.get(info.code) ?? {}) },
    });
    wordings.set(info.code, {
      language: info.code,
      locale: info.locale,
      t: (key, values) => i18n._(key, values),
    });
  }
  const source = wordings.get(SOURCE_LANGUAGE) as Wording;
  return {
    languages,
    offers: (code) => wordings.has(code),
    wordingFor: (language) => (language && wordings.get(language)) || source,
    languageOfRequest: (header) => pickLanguage(acceptedLanguages(header), codes),
  };
}
