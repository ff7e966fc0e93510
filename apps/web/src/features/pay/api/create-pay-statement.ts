import { type CreatePayStatementInput, PayStatementSchema } from "@haulwise/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { payKeys } from "@/lib/query-keys";

export const createPayStatement = (input: CreatePayStatementInput) =>
  api.post("/api/pay-statements", input, PayStatementSchema);

export function useCreatePayStatement() {
  return useMutation({ mutationFn: createPayStatement, meta: { invalidates: [payKeys.list()] } });
}
