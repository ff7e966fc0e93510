import type { AvailableJob, Job, JobDocument } from "@haulwise/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const driverWorkKeys = {
  jobs: ["driver-work", "jobs"] as const,
  available: ["driver-work", "available-jobs"] as const,
  documents: ["driver-work", "documents"] as const,
};

export const getDriverJobs = async () => (await api.get<{ jobs: Job[] }>("/api/driver/jobs")).jobs;

export const driverJobsQueryOptions = () =>
  queryOptions({ queryKey: driverWorkKeys.jobs, queryFn: getDriverJobs });

/** The jobs the driver works, by start date. */
export function useDriverJobs() {
  return useQuery(driverJobsQueryOptions());
}

export const getAvailableJobs = async () =>
  (await api.get<{ jobs: AvailableJob[] }>("/api/driver/available-jobs")).jobs;

export const availableJobsQueryOptions = () =>
  queryOptions({ queryKey: driverWorkKeys.available, queryFn: getAvailableJobs });

/** Open jobs of the driver's companies they may ask to join, with their waiting requests. */
export function useAvailableJobs() {
  return useQuery(availableJobsQueryOptions());
}

export function useRequestToJoin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) =>
      api.post<{ status: "pending" }>(`/api/jobs/${encodeURIComponent(jobId)}/join-requests`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: driverWorkKeys.available }),
  });
}

export const getDriverDocuments = async () =>
  (await api.get<{ documents: JobDocument[] }>("/api/driver/documents")).documents;

export const driverDocumentsQueryOptions = () =>
  queryOptions({ queryKey: driverWorkKeys.documents, queryFn: getDriverDocuments });

/** Documents addressed to the signed-in driver, newest first. */
export function useDriverDocuments() {
  return useQuery(driverDocumentsQueryOptions());
}
