import { format, parseISO, subMonths } from "date-fns";
import { CalendarIcon } from "lucide-react";
import { useState } from "react";
import type { DateRange } from "react-day-picker";
import { Button } from "@/components/ui/button";
import { Calendar } from "@/components/ui/calendar";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { clock } from "@/lib/clock";
import { formatDate } from "@/lib/format";
import { t } from "@/lib/i18n";

/** Calendar days, `YYYY-MM-DD`; no start means today, no end means the start day alone. */
export type DayRangeValue = { from?: string; to?: string };

const toDay = (date: Date | undefined) => (date ? format(date, "yyyy-MM-dd") : undefined);
const toDate = (day: string | undefined) => (day ? parseISO(day) : undefined);

/** 'Jan 05, 2024', 'Jan 05, 2024 – Jan 09, 2024', or 'Today'. */
export function describeRange({ from, to }: DayRangeValue): string {
  if (!from) return t("ui.dateRange.today");
  if (!to || to === from) return formatDate(from);
  return `${formatDate(from)} – ${formatDate(to)}`;
}

/**
 * A start date and an optional end date, chosen on two months side by side (spec part 2 §2);
 * stacked on a phone. "Today" goes back to the default range.
 */
export function DateRangePicker({
  value,
  onChange,
  label,
}: {
  value: DayRangeValue;
  onChange: (range: DayRangeValue) => void;
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  const selected: DateRange | undefined = value.from
    ? { from: toDate(value.from), to: toDate(value.to ?? value.from) }
    : undefined;

  function handleSelect(range: DateRange | undefined) {
    const from = toDay(range?.from);
    const to = toDay(range?.to);
    onChange(from ? { from, to: to && to !== from ? to : undefined } : {});
  }

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="outline"
          className="justify-start font-normal"
          aria-label={`${label ?? t("ui.dateRange.label")}: ${describeRange(value)}`}
        >
          <CalendarIcon aria-hidden="true" />
          {describeRange(value)}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-auto max-w-[calc(100vw-1rem)] p-3">
        <Calendar
          mode="range"
          numberOfMonths={2}
          defaultMonth={subMonths(toDate(value.to ?? value.from) ?? clock.now(), 1)}
          selected={selected}
          onSelect={handleSelect}
          disabled={{ after: clock.now() }}
          classNames={{ months: "rdp-months flex flex-col gap-4 sm:flex-row" }}
        />
        <div className="mt-2 flex justify-between gap-2 border-t pt-2">
          <Button variant="ghost" size="sm" onClick={() => onChange({})}>
            {t("ui.dateRange.today")}
          </Button>
          <Button size="sm" onClick={() => setOpen(false)}>
            {t("ui.dateRange.done")}
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
