/** When this build was made; a cache saved by another build is not restored. */
declare const __APP_BUILD_ID__: string;

/** The message catalogues, compiled by vite/catalogues.ts. */
declare module "virtual:haulwise-catalogues" {
  import type { CataloguePart, LanguageInfo } from "@haulwise/domain";
  export const languages: LanguageInfo[];
  type Part = { default: Record<string, unknown> };
  export const loaders: Record<string, Record<CataloguePart, () => Promise<Part>>>;
}

/** The date picker's locale of each language but English (vite/catalogues.ts), loaded lazily. */
declare module "virtual:haulwise-calendar-locales" {
  import type { DayPickerLocale } from "react-day-picker/locale";
  export const calendarLocales: Record<string, () => Promise<DayPickerLocale>>;
}
