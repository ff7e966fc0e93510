import { type ErrorIssue, messages, type Truck, truckNameOf } from "@haulwise/domain";
import { useState } from "react";
import { useNavigate } from "react-router";
import { errorMessage, isApiError } from "@/lib/api-error";
import { toast } from "@/lib/toast";
import type { TruckFormValues } from "../components/truck-form";

export const TRUCKS_PATH = "/vehicles";

/**
 * Field problems from a refused save: the server's validation issues, or its "number already
 * in use" conflict, which belongs under the truck number.
 */
function issuesOf(error: unknown, truckNumber: string): ErrorIssue[] {
  if (!isApiError(error)) return [];
  if (error.status === 409 && error.message === messages.trucks.numberTaken(truckNumber)) {
    return [{ path: "truckNumber", message: error.message }];
  }
  return error.status === 400 ? error.issues : [];
}

/**
 * The truck form's submit, for adding and editing alike: a saved truck is announced and the
 * trucks list opens; a refusal lands under its field, anything else above the buttons.
 */
export function useSaveTruck(
  save: (values: TruckFormValues) => Promise<Truck>,
  { saved, failed }: { saved: (name: string) => string; failed: string },
) {
  const navigate = useNavigate();
  const [issues, setIssues] = useState<ErrorIssue[]>();
  const [formError, setFormError] = useState<string>();

  async function handleSubmit(values: TruckFormValues) {
    setIssues(undefined);
    setFormError(undefined);
    try {
      const truck = await save(values);
      toast.success(saved(truckNameOf(truck)));
      await navigate(TRUCKS_PATH);
    } catch (error) {
      const found = issuesOf(error, values.truckNumber);
      if (found.length > 0) setIssues(found);
      else setFormError(errorMessage(error, failed));
    }
  }

  // What the truck form needs from its page, besides the page's own labels.
  return { onSubmit: handleSubmit, serverIssues: issues, formError, cancelTo: TRUCKS_PATH };
}
