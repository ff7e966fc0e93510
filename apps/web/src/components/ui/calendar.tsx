import { calendarLocales } from "virtual:haulwise-calendar-locales";
import type * as React from "react";
import { useEffect, useState } from "react";
import { DayPicker } from "react-day-picker";
import type { DayPickerLocale } from "react-day-picker/locale";
import { currentLocale, useLanguage } from "@/lib/i18n";
import "react-day-picker/style.css";
import "./calendar.css";

const loaded = new Map<string, DayPickerLocale>();

/** The first day of the week where the locale is written (`es-US`: Sunday, as in the US). */
function weekStartOf(locale: string): 0 | 1 | 2 | 3 | 4 | 5 | 6 | undefined {
  const info = new Intl.Locale(locale) as Intl.Locale & {
    getWeekInfo?: () => { firstDay: number };
    weekInfo?: { firstDay: number };
  };
  const firstDay = (info.getWeekInfo?.() ?? info.weekInfo)?.firstDay;
  return firstDay === undefined ? undefined : ((firstDay % 7) as 0 | 1 | 2 | 3 | 4 | 5 | 6);
}

/**
 * The language on screen's month and weekday names and the calendar's own labels, loaded the
 * first time a calendar opens in it; English (react-day-picker's own) loads nothing.
 */
function useCalendarLocale(): DayPickerLocale | undefined {
  const language = useLanguage();
  const [, setReady] = useState(0);
  const load = calendarLocales[language];
  useEffect(() => {
    if (!load || loaded.has(language)) return;
    let live = true;
    void load().then((locale) => {
      loaded.set(language, {
        ...locale,
        options: {
          ...locale.options,
          weekStartsOn: weekStartOf(currentLocale()) ?? locale.options?.weekStartsOn,
        },
      });
      if (live) setReady((n) => n + 1);
    });
    return () => {
      live = false;
    };
  }, [language, load]);
  return load ? loaded.get(language) : undefined;
}

/** react-day-picker in the app's colours and the language on screen. */
export function Calendar(props: React.ComponentProps<typeof DayPicker>) {
  const locale = useCalendarLocale();
  return <DayPicker locale={locale} {...props} />;
}
