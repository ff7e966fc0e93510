import type { UseQueryResult } from "@tanstack/react-query";
import { Loader2Icon } from "lucide-react";
import type * as React from "react";
import { QueryError } from "@/components/query-error";
import { translateMessage } from "@/lib/i18n";

/** A billing screen's answer: a status line while it loads, the failure with Try again, or it. */
export function QueryView<T>({
  query,
  loading,
  failure,
  children,
}: {
  query: UseQueryResult<T>;
  loading: string;
  failure: (error: unknown) => string;
  children: (data: T) => React.ReactNode;
}) {
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-muted-foreground">
        <Loader2Icon aria-hidden="true" className="size-4 animate-spin" />
        {translateMessage(loading)}
      </p>
    );
  }
  if (query.isError) {
    return (
      <QueryError
        message={translateMessage(failure(query.error))}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <>{children(query.data)}</>;
}
