import type { ErrorIssue } from "@haulwise/domain";
import { useEffect } from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";

/**
 * Puts the server's refusals under the fields they concern. Route validation names a field
 * `body.email`, a service's own checks name it `email`; both land on the `email` field.
 */
export function applyServerIssues<T extends FieldValues>(
  setError: UseFormSetError<T>,
  issues: readonly ErrorIssue[] | undefined,
  fields: readonly Path<T>[],
): boolean {
  let placed = false;
  for (const issue of issues ?? []) {
    const field = fields.find((name) => name === issue.path.replace(/^body\./, ""));
    if (field) {
      setError(field, { message: issue.message });
      placed = true;
    }
  }
  return placed;
}

/** `applyServerIssues` each time a form's parent hands it a new set of refusals. */
export function useServerIssues<T extends FieldValues>(
  setError: UseFormSetError<T>,
  issues: readonly ErrorIssue[] | undefined,
  fields: readonly Path<T>[],
) {
  useEffect(() => {
    applyServerIssues(setError, issues, fields);
  }, [setError, issues, fields]);
}
