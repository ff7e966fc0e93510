import {
  type AddDeductionInput,
  PayStatementSchema,
  type VoidDocumentInput,
} from "@haulwise/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { payKeys } from "@/lib/query-keys";
import { statementPath } from "./get-pay-statement";

/** What changes a statement: a deduction added or removed, issuing it, voiding it. */
export type PayStatementChange =
  | { action: "deduct"; input: AddDeductionInput }
  | { action: "remove-deduction"; deductionId: string }
  | { action: "issue" }
  | { action: "void"; input: VoidDocumentInput };

export function changePayStatement(statementId: string, change: PayStatementChange) {
  const path = statementPath(statementId);
  switch (change.action) {
    case "deduct":
      return api.post(`${path}/deductions`, change.input, PayStatementSchema);
    case "remove-deduction":
      return api.delete(
        `${path}/deductions/${encodeURIComponent(change.deductionId)}`,
        undefined,
        PayStatementSchema,
      );
    case "issue":
      return api.post(`${path}/issue`, {}, PayStatementSchema);
    case "void":
      return api.post(`${path}/void`, change.input, PayStatementSchema);
  }
}

export function useChangePayStatement(statementId: string) {
  return useMutation({
    mutationFn: (change: PayStatementChange) => changePayStatement(statementId, change),
    meta: { updates: payKeys.detail(statementId), invalidates: [payKeys.list()] },
  });
}
