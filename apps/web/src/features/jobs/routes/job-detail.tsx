import { type Job, messages } from "@haulwise/domain";
import { ArrowLeftIcon, EyeIcon, TriangleAlertIcon } from "lucide-react";
import type * as React from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { LoadingScreen } from "@/components/loading-screen";
import { announcedAsButton, Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { isApiError } from "@/lib/api-error";
import { t, translateMessage } from "@/lib/i18n";
import { useJob } from "../api/get-job";
import { DocumentsTab } from "../components/documents-tab";
import { DriversTab } from "../components/drivers-tab";
import { HaulRouteCard } from "../components/haul-route-card";
import { JobHeaderCard } from "../components/job-header-card";

const tabs = ["documents", "drivers", "metrics", "cycles", "billing"] as const;
type Tab = (typeof tabs)[number];
const isTab = (value: string | null): value is Tab => tabs.includes(value as Tab);

function JobLoadError({ notFound }: { notFound: boolean }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center">
      <title>{`${translateMessage(messages.jobs.errorLoadingJob)} · Haulwise`}</title>
      <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10">
        <TriangleAlertIcon aria-hidden="true" className="size-6 text-destructive" />
      </span>
      <h1 className="text-2xl font-bold">{translateMessage(messages.jobs.errorLoadingJob)}</h1>
      <p className="text-muted-foreground">
        {translateMessage(notFound ? messages.jobs.jobNotFound : messages.jobs.failedToLoadDetails)}
      </p>
      <Button asChild {...announcedAsButton} className="mt-2">
        <Link to="/jobs">{translateMessage(messages.jobs.returnToJobs)}</Link>
      </Button>
    </div>
  );
}

/**
 * /jobs/{jobId}: the header card and the tabs Documents, Active Drivers, Metrics & Loads and
 * Billing. The app layer hands in the Active Drivers tab's live map, the Metrics & Loads tab
 * and the Billing tab (other features').
 */
export function JobDetailRoute({
  shareControl,
  liveMap,
  metricsTab,
  cyclesTab,
  billingTab,
}: {
  /** "Share with customer": links that open this job without an account. */
  shareControl?: (job: Job) => React.ReactNode;
  liveMap?: (job: Job) => React.ReactNode;
  metricsTab: (job: Job) => React.ReactNode;
  /** The loads the trucks' GPS counted, with their reconciliation and times. */
  cyclesTab?: (job: Job) => React.ReactNode;
  billingTab?: (job: Job) => React.ReactNode;
}) {
  const { jobId = "" } = useParams();
  const [params, setParams] = useSearchParams();
  const job = useJob(jobId);
  const tab = isTab(params.get("tab")) ? (params.get("tab") as Tab) : "documents";

  if (job.isPending) return <LoadingScreen label={t("jobs.detail.loading")} />;
  if (job.isError) {
    return <JobLoadError notFound={isApiError(job.error) && job.error.status === 404} />;
  }

  // The chosen tab lives in the address, so a reload or a shared link opens the same tab.
  const handleTabChange = (value: string) =>
    setParams(value === "documents" ? {} : { tab: value }, { replace: true });

  return (
    <div className="grid gap-6">
      <title>{`${job.data.title} · Haulwise`}</title>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button asChild variant="ghost" size="sm" className="-ml-2">
          <Link to="/jobs">
            <ArrowLeftIcon aria-hidden="true" />
            {t("jobs.detail.allJobs")}
          </Link>
        </Button>
        <div className="flex flex-wrap items-center gap-1">
          {shareControl?.(job.data)}
          <Button asChild variant="ghost" size="sm">
            <Link to={`/jobs/${job.data.id}/view`}>
              <EyeIcon aria-hidden="true" />
              {t("jobs.detail.viewAccess")}
            </Link>
          </Button>
        </div>
      </div>
      <JobHeaderCard job={job.data} />
      <HaulRouteCard job={job.data} />
      <Tabs value={tab} onValueChange={handleTabChange} className="min-w-0">
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger value="documents" className="px-2 sm:px-3">
            {t("jobs.detail.tabDocuments")}
          </TabsTrigger>
          <TabsTrigger value="drivers" className="px-2 sm:px-3">
            {t("jobs.detail.tabDrivers")}
          </TabsTrigger>
          <TabsTrigger value="metrics" className="px-2 sm:px-3">
            {t("jobs.detail.tabMetrics")}
          </TabsTrigger>
          {cyclesTab ? (
            <TabsTrigger value="cycles" className="px-2 sm:px-3">
              {translateMessage(messages.cycleScreens.tab)}
            </TabsTrigger>
          ) : null}
          {billingTab ? (
            <TabsTrigger value="billing" className="px-2 sm:px-3">
              {translateMessage(messages.customers.jobBilling)}
            </TabsTrigger>
          ) : null}
        </TabsList>
        <TabsContent value="documents">
          <DocumentsTab jobId={job.data.id} />
        </TabsContent>
        <TabsContent value="drivers">
          <DriversTab job={job.data} liveMap={liveMap?.(job.data)} />
        </TabsContent>
        <TabsContent value="metrics">{metricsTab(job.data)}</TabsContent>
        {cyclesTab ? <TabsContent value="cycles">{cyclesTab(job.data)}</TabsContent> : null}
        {billingTab ? <TabsContent value="billing">{billingTab(job.data)}</TabsContent> : null}
      </Tabs>
    </div>
  );
}
