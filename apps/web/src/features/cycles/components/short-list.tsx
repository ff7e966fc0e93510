import { messages } from "@haulwise/domain";
import type * as React from "react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { t, translateMessage } from "@/lib/i18n";
import { cn } from "@/lib/utils";

/** A list's first rows are what a person scans; the rest wait behind "Show all". */
const FIRST_ROWS = 20;

/**
 * A list that shows its first rows and the rest on request: a busy day's 70 loads without a
 * ticket stay one tap away, and choosing another day lays out only what is shown.
 */
export function ShortList<T>({
  label,
  items,
  keyOf,
  children,
  className,
}: {
  label: string;
  items: readonly T[];
  keyOf: (item: T) => string;
  children: (item: T) => React.ReactNode;
  className?: string;
}) {
  const [all, setAll] = useState(false);
  const shown = all ? items : items.slice(0, FIRST_ROWS);
  return (
    <div className="grid gap-2">
      <ul aria-label={label} className={cn("divide-y rounded-lg border text-sm", className)}>
        {shown.map((item) => (
          <li key={keyOf(item)} className="p-2">
            {children(item)}
          </li>
        ))}
      </ul>
      {items.length > FIRST_ROWS ? (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          aria-expanded={all}
          onClick={() => setAll(!all)}
        >
          {all
            ? translateMessage(messages.cycleScreens.showFewer)
            : t("messages.cycleScreens.showAll", { count: items.length })}
        </Button>
      ) : null}
    </div>
  );
}
