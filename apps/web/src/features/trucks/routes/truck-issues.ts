import { type ErrorIssue, messages } from "@haulwise/domain";
import { isApiError } from "@/lib/api-client";

/**
 * Field problems from a refused save: the server's validation issues, or its "number already
 * in use" conflict, which belongs under the truck number.
 */
export function issuesOf(error: unknown, truckNumber: string): ErrorIssue[] {
  if (!isApiError(error)) return [];
  if (error.status === 409 && error.message === messages.trucks.numberTaken(truckNumber)) {
    return [{ path: "truckNumber", message: error.message }];
  }
  return error.status === 400 ? error.issues : [];
}
