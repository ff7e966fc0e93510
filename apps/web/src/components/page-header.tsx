import type * as React from "react";
import { Skeleton } from "@/components/ui/skeleton";

export function PageHeader({
  title,
  description,
  descriptionPending = false,
  actions,
}: {
  title: string;
  description?: React.ReactNode;
  /**
   * The description is on its way (a count from the list's answer): a line of its height
   * holds its place, so the header keeps its layout and nothing below it moves when it comes.
   */
  descriptionPending?: boolean;
  actions?: React.ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <title>{`${title} · Haulwise`}</title>
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {descriptionPending ? (
          <Skeleton aria-hidden="true" className="my-0.5 h-5 w-40" />
        ) : description ? (
          <p className="text-muted-foreground">{description}</p>
        ) : null}
      </div>
      {actions ? <div className="flex gap-2">{actions}</div> : null}
    </div>
  );
}
