/** Query keys of this feature; every mutation invalidates through these. */
export const jobKeys = {
  all: ["jobs"] as const,
  list: () => [...jobKeys.all, "list"] as const,
  detail: (jobId: string) => [...jobKeys.all, "detail", jobId] as const,
  documents: (jobId: string) => [...jobKeys.all, "detail", jobId, "documents"] as const,
  roster: (jobId: string) => [...jobKeys.all, "detail", jobId, "drivers"] as const,
  metrics: (jobId: string) => [...jobKeys.all, "detail", jobId, "metrics"] as const,
  /** The company's drivers: the upload dropdown and the assign list. */
};
