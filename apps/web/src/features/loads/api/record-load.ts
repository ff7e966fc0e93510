import { LoadDetailSchema, type RecordLoadInput } from "@haulwise/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { dashboardKeys, loadKeys } from "@/lib/query-keys";
import { jobLoadsChanged } from "./get-job-metrics";

/** A ticket as the form fills it in, with its photo, if one was taken. */
export type LoadTicket = RecordLoadInput & { photo?: File | null };

/** JSON, or multipart when a photo rides along: the ticket JSON in `ticket`, the photo as the file. */
export function recordLoad({ photo, ...ticket }: LoadTicket) {
  if (!photo) return api.post("/api/loads", ticket, LoadDetailSchema);
  const body = new FormData();
  body.append("ticket", JSON.stringify(ticket));
  body.append("photo", photo);
  return api.post("/api/loads", body, LoadDetailSchema);
}

export function useRecordLoad() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordLoad,
    meta: { invalidates: [loadKeys.all, dashboardKeys.all] },
    onSuccess: (load) => jobLoadsChanged(queryClient, load.jobId),
  });
}
