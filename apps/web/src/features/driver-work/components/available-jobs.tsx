import { type AvailableJob, messages } from "@haulwise/domain";
import { ClockIcon, Loader2Icon, SearchIcon, SendIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { EmptyState } from "@/components/empty-state";
import { SearchBox } from "@/components/list/search-box";
import { RetryButton } from "@/components/retry-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-error";
import { t } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useAvailableJobs } from "../api/get-available-jobs";
import { useRequestToJoin } from "../api/request-to-join";
import { DriverJobCard } from "./driver-job-card";

/** Open jobs shown at first, and added by each 'Show more': a phone's screen or two. */
export const AVAILABLE_JOBS_PAGE = 6;

const matches = (job: AvailableJob, words: string[]) => {
  const text = [job.title, job.jobNumber, job.location, job.companyName].join(" ").toLowerCase();
  return words.every((word) => text.includes(word));
};

/**
 * The open jobs a driver's search leaves, a page at a time. The job a search result pointed
 * at (`highlightId`) is always among them, first.
 */
function visibleJobs(
  all: AvailableJob[],
  search: string,
  shown: number,
  highlightId: string | null | undefined,
) {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const found = all.filter((job) => matches(job, words));
  const pointed = found.find((job) => job.id === highlightId);
  const ordered = pointed ? [pointed, ...found.filter((job) => job !== pointed)] : found;
  return { found: ordered.length, jobs: ordered.slice(0, shown) };
}

/**
 * 'Find Available Jobs': open jobs of the driver's companies, each with Ask to join or the
 * waiting request, with a search and a page at a time (a company with 45 open jobs made a
 * phone scroll for minutes). `highlightId` marks the job a search result pointed at.
 */
export function AvailableJobs({ highlightId }: { highlightId?: string | null }) {
  const jobs = useAvailableJobs();
  const request = useRequestToJoin();
  const [search, setSearch] = useState("");
  const [shown, setShown] = useState(AVAILABLE_JOBS_PAGE);
  const page = visibleJobs(jobs.data ?? [], search, shown, highlightId);

  useEffect(() => {
    if (!highlightId || !jobs.data) return;
    document.getElementById(`job-${highlightId}`)?.scrollIntoView({ block: "center" });
  }, [highlightId, jobs.data]);

  async function handleRequest(job: AvailableJob) {
    try {
      await request.mutateAsync(job.id);
      toast.success(messages.jobs.requestSent);
    } catch (error) {
      toast.error(errorMessage(error, t("driver.available.requestFailed")));
    }
  }

  return (
    <section aria-labelledby="available-jobs-heading" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="available-jobs-heading" className="text-lg font-semibold">
          {t("driver.available.heading")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("driver.available.description")}</p>
      </div>
      {jobs.isPending ? (
        <Skeleton aria-hidden="true" className="h-40 rounded-xl" />
      ) : jobs.isError ? (
        <EmptyState
          icon={SearchIcon}
          headingLevel={3}
          title={t("driver.available.failedTitle")}
          description={errorMessage(jobs.error, t("common.checkConnection"))}
          action={<RetryButton onRetry={jobs.refetch} />}
        />
      ) : jobs.data.length === 0 ? (
        <EmptyState
          icon={SearchIcon}
          headingLevel={3}
          title={t("driver.available.emptyTitle")}
          description={t("driver.available.emptyDescription")}
        />
      ) : (
        <>
          <SearchBox
            label={t("driver.available.searchLabel")}
            placeholder={t("driver.available.searchPlaceholder")}
            className="sm:max-w-sm"
            value={search || undefined}
            onSearch={(text) => {
              setSearch(text ?? "");
              setShown(AVAILABLE_JOBS_PAGE);
            }}
          />
          <p className="text-sm text-muted-foreground" role="status">
            {page.found === 0
              ? t("driver.available.noMatch")
              : t("driver.available.showing", { shown: page.jobs.length, found: page.found })}
          </p>
          <ul
            aria-label={t("driver.available.listLabel")}
            className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
          >
            {page.jobs.map((job) => (
              <li key={job.id}>
                <DriverJobCard
                  job={job}
                  highlighted={job.id === highlightId}
                  action={
                    job.joinRequest === "pending" ? (
                      <Badge variant="secondary" className="gap-1.5 py-1">
                        <ClockIcon aria-hidden="true" />
                        {t("driver.available.requestPending")}
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
                        {t("driver.available.askToJoin")}
                        <span className="sr-only"> {job.title}</span>
                      </Button>
                    )
                  }
                />
              </li>
            ))}
          </ul>
          {page.jobs.length < page.found ? (
            <Button
              variant="outline"
              className="justify-self-start"
              onClick={() => setShown((count) => count + AVAILABLE_JOBS_PAGE)}
            >
              {t("driver.available.showMore")}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
