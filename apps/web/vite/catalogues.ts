import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";
import {
  CATALOGUE_DIR,
  compileCatalogue,
  languagesOf,
  readCatalogues,
} from "../../../packages/domain/src/catalogues.ts";
import {
  CATALOGUE_PARTS,
  PSEUDO_LANGUAGE,
  partOf,
  SOURCE_LANGUAGE,
} from "../../../packages/domain/src/i18n.ts";

const LANGUAGES = "virtual:haulwise-catalogues";
const PART = "virtual:haulwise-catalogue/";
const CALENDARS = "virtual:haulwise-calendar-locales";

/** react-day-picker's own folder of locales (date-fns's, with its labels translated). */
const dayPickerLocales = path.join(
  path.dirname(createRequire(import.meta.url).resolve("react-day-picker")),
  "locale",
);

/**
 * The date picker's month and weekday names for each language but English (its default):
 * react-day-picker's locale of the language's region (`es-US`) or, failing that, of the
 * language (`es`), each a chunk of its own loaded when a calendar opens in that language.
 */
function calendarLocalesModule(codes: { code: string; locale: string }[]): string {
  const entries = codes.flatMap(({ code, locale }) => {
    const file = [locale, code].find((name) =>
      existsSync(path.join(dayPickerLocales, `${name}.js`)),
    );
    return file
      ? [
          `${JSON.stringify(code)}: () => import(${JSON.stringify(`react-day-picker/locale/${file}`)}).then((m) => Object.values(m)[0])`,
        ]
      : [];
  });
  return `export const calendarLocales = {\n  ${entries.join(",\n  ")}\n};\n`;
}

/**
 * The message catalogues (packages/domain/src/catalogues/*.json), compiled at build time so
 * the browser needs Lingui's small runtime and no ICU parser. `virtual:haulwise-catalogues`
 * lists the languages (read from the files: a new catalogue is a new language) and loads a
 * language's catalogue in parts, each a chunk of its own (`CataloguePart`: what the sign-in
 * page reads, what the other public pages read besides, the rest). A page loads its chosen
 * language only, and only the parts it reads.
 */
export function catalogues(): Plugin {
  return {
    name: "haulwise-catalogues",
    resolveId(id) {
      if (id === LANGUAGES || id === CALENDARS || id.startsWith(PART)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (!id.startsWith("\0")) return null;
      const name = id.slice(1);
      if (name !== LANGUAGES && name !== CALENDARS && !name.startsWith(PART)) return null;
      const files = readCatalogues();
      for (const code of files.keys()) {
        if (code !== PSEUDO_LANGUAGE) this.addWatchFile(path.join(CATALOGUE_DIR, `${code}.json`));
      }
      if (name === CALENDARS) {
        return calendarLocalesModule(
          languagesOf(files).filter(
            ({ code }) => code !== SOURCE_LANGUAGE && code !== PSEUDO_LANGUAGE,
          ),
        );
      }
      if (name === LANGUAGES) {
        const languages = languagesOf(files);
        const loaders = languages
          .map(
            ({ code }) =>
              `${JSON.stringify(code)}: {${CATALOGUE_PARTS.map(
                (part) =>
                  `${JSON.stringify(part)}: () => import(${JSON.stringify(`${PART}${code}/${part}`)})`,
              ).join(", ")}}`,
          )
          .join(",\n  ");
        return `export const languages = ${JSON.stringify(languages)};\nexport const loaders = {\n  ${loaders}\n};\n`;
      }
      const [code = "", part] = name.slice(PART.length).split("/");
      const catalogue = files.get(code);
      if (!catalogue) this.error(`no catalogue for ${code}`);
      const inPart = (key: string) => partOf(key) === part;
      const english = files.get(SOURCE_LANGUAGE) ?? {};
      // A domain message without placeholders is shown by its English words (messages.ts),
      // translated by them (translateMessage): English needs no copy, and another language
      // has it under those words rather than its key.
      const byWords = (key: string) =>
        key.startsWith("messages.") && !(english[key] ?? "").includes("{");
      const compiled = compileCatalogue(
        code,
        catalogue ?? {},
        (key) => inPart(key) && !byWords(key),
      );
      if (code !== SOURCE_LANGUAGE) {
        const translated = compileCatalogue(
          code,
          catalogue ?? {},
          (key) => inPart(key) && byWords(key),
        );
        for (const [key, message] of Object.entries(translated)) {
          compiled[`=${english[key]}`] = message;
        }
      }
      return `export default ${JSON.stringify(compiled)};\n`;
    },
  };
}
