import { LayoutDashboardIcon } from "lucide-react";
import { useSearchParams } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { LinkButtons } from "@/components/link-buttons";
import { PageHeader } from "@/components/page-header";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { CompanyLiveMap } from "@/features/live-map/components/company-live-map";
import { PlanSummaryCard } from "@/features/subscription/components/plan-summary-card";

const tabs = ["overview", "tracking"] as const;
type Tab = (typeof tabs)[number];
const isTab = (value: string | null): value is Tab => tabs.includes(value as Tab);

/** /contractor-dashboard (spec part 2 §2): tabs, the default being the overview. */
export function ContractorDashboardPage() {
  const [params, setParams] = useSearchParams();
  const tab = isTab(params.get("tab")) ? (params.get("tab") as Tab) : "overview";
  // The tab lives in the address: notifications link straight to the tracking tab.
  const handleTabChange = (value: string) =>
    setParams(value === "overview" ? {} : { tab: value }, { replace: true });

  return (
    <div className="grid gap-6">
      <PageHeader title="Contractor Dashboard" />
      <Tabs value={tab} onValueChange={handleTabChange} className="min-w-0">
        <TabsList>
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="tracking">Tracking</TabsTrigger>
        </TabsList>
        <TabsContent value="overview" className="grid gap-6">
          <PlanSummaryCard />
          <EmptyState
            icon={LayoutDashboardIcon}
            title="The overview's figures are not ready yet"
            description="Your jobs, drivers and trucks each have their own page in the meantime."
            action={
              <LinkButtons
                label="Available now"
                className="justify-center"
                links={[
                  ["/jobs", "Jobs"],
                  ["/drivers", "Drivers"],
                  ["/vehicles", "Vehicles"],
                ]}
              />
            }
          />
        </TabsContent>
        <TabsContent value="tracking">
          <CompanyLiveMap embedded={false} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
