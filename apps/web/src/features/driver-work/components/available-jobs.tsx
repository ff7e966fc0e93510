import { type AvailableJob, messages } from "@haulwise/domain";
import { ClockIcon, Loader2Icon, SearchIcon, SendIcon } from "lucide-react";
import { useEffect } from "react";
import { EmptyState } from "@/components/empty-state";
import { RetryButton } from "@/components/retry-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-error";
import { toast } from "@/lib/toast";
import { useAvailableJobs } from "../api/get-available-jobs";
import { useRequestToJoin } from "../api/request-to-join";
import { DriverJobCard } from "./driver-job-card";

/**
 * 'Find Available Jobs': open jobs of the driver's companies, each with Ask to join or the
 * waiting request. `highlightId` marks the job a search result pointed at.
 */
export function AvailableJobs({ highlightId }: { highlightId?: string | null }) {
  const jobs = useAvailableJobs();
  const request = useRequestToJoin();

  useEffect(() => {
    if (!highlightId || !jobs.data) return;
    document.getElementById(`job-${highlightId}`)?.scrollIntoView({ block: "center" });
  }, [highlightId, jobs.data]);

  async function handleRequest(job: AvailableJob) {
    try {
      await request.mutateAsync(job.id);
      toast.success(messages.jobs.requestSent);
    } catch (error) {
      toast.error(errorMessage(error, "Your request could not be sent. Please try again."));
    }
  }

  return (
    <section aria-labelledby="available-jobs-heading" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="available-jobs-heading" className="text-lg font-semibold">
          Find Available Jobs
        </h2>
        <p className="text-sm text-muted-foreground">
          Open jobs of the companies you drive for. Ask to join, and the contractor approves.
        </p>
      </div>
      {jobs.isPending ? (
        <Skeleton aria-hidden="true" className="h-40 rounded-xl" />
      ) : jobs.isError ? (
        <EmptyState
          icon={SearchIcon}
          headingLevel={3}
          title="Available jobs could not be shown"
          description={errorMessage(jobs.error, "Check your connection, then try again.")}
          action={<RetryButton onRetry={jobs.refetch} />}
        />
      ) : jobs.data.length === 0 ? (
        <EmptyState
          icon={SearchIcon}
          headingLevel={3}
          title="No open jobs to join"
          description="When a company you drive for posts a job you are not on, it shows here."
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {jobs.data.map((job) => (
            <li key={job.id}>
              <DriverJobCard
                job={job}
                highlighted={job.id === highlightId}
                action={
                  job.joinRequest === "pending" ? (
                    <Badge variant="secondary" className="gap-1.5 py-1">
                      <ClockIcon aria-hidden="true" />
                      Request sent · waiting for approval
                    </Badge>
                  ) : (
                    <Button
                      size="sm"
                      disabled={request.isPending}
                      onClick={() => void handleRequest(job)}
                    >
                      {request.isPending && request.variables === job.id ? (
                        <Loader2Icon aria-hidden="true" className="animate-spin" />
                      ) : (
                        <SendIcon aria-hidden="true" />
                      )}
                      Ask to join<span className="sr-only"> {job.title}</span>
                    </Button>
                  )
                }
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
