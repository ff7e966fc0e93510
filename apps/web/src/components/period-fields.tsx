import { localDayOf, messages } from "@haulwise/domain";
import { useState } from "react";
import { DateField } from "@/components/choice-fields";
import { clock } from "@/lib/clock";
import { translateMessage } from "@/lib/i18n";

/** The first and last day of a period, both included, as `YYYY-MM-DD` in this device's zone. */
export type Period = { from: string; to: string };

const DAY_MS = 86_400_000;

/** A period from `fromDaysAgo` to `toDaysAgo` days before today, to change from the screen. */
export function useRecentPeriod(fromDaysAgo: number, toDaysAgo: number) {
  return useState<Period>(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const dayAgo = (days: number) => localDayOf(new Date(clock.nowMs() - days * DAY_MS), zone);
    return { from: dayAgo(fromDaysAgo), to: dayAgo(toDaysAgo) };
  });
}

/** "From" and "To" date fields of a period (ids `<id>-from`, `<id>-to`), laid out by the form. */
export function PeriodFields(props: {
  id: string;
  period: Period;
  onChange: (period: Period) => void;
}) {
  const { id, period, onChange } = props;
  return (["from", "to"] as const).map((end) => (
    <DateField
      key={end}
      id={`${id}-${end}`}
      label={translateMessage(messages.invoices[end])}
      value={period[end]}
      onChange={(day) => onChange({ ...period, [end]: day })}
    />
  ));
}
