import { describe, expect, it } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { jobKeys, loadKeys } from "@/lib/query-keys";
import { dropMetricsOfClosedJob } from "./get-job-metrics";

const keys = [
  jobKeys.metrics("j1"),
  jobKeys.metrics("j2"),
  loadKeys.summary({ jobId: "j1" }),
  loadKeys.summary({ jobId: "j1", from: "2024-01-05" }),
  loadKeys.summary({ jobId: "j2" }),
  loadKeys.summary({ from: "2024-01-05", to: "2024-01-09" }),
];

function cacheWithFigures() {
  const queryClient = createQueryClient({ retry: false });
  for (const key of keys) queryClient.setQueryData(key, {});
  return queryClient;
}

const kept = (queryClient: ReturnType<typeof cacheWithFigures>) =>
  keys.filter((key) => queryClient.getQueryData(key) !== undefined);

describe("a job's cached figures", () => {
  it.each(["closed", "completed", "inactive"])("are dropped when the job becomes %s", (status) => {
    const queryClient = cacheWithFigures();
    dropMetricsOfClosedJob(queryClient, "j1", status);
    expect(kept(queryClient)).toEqual([
      jobKeys.metrics("j2"),
      loadKeys.summary({ jobId: "j2" }),
      loadKeys.summary({ from: "2024-01-05", to: "2024-01-09" }),
    ]);
  });

  it.each(["active", "pending"])("stay while the job is %s", (status) => {
    const queryClient = cacheWithFigures();
    dropMetricsOfClosedJob(queryClient, "j1", status);
    expect(kept(queryClient)).toEqual(keys);
  });
});
