import { LinkButtons } from "@/components/link-buttons";
import { PageHeader } from "@/components/page-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { DriverRouteMap } from "@/features/live-map/components/driver-route-map";

/** /driver-dashboard (spec part 2 §2): the driver's day, with the Current Route map. */
export function DriverDashboardPage() {
  return (
    <div className="grid gap-6">
      <PageHeader title="Driver Dashboard" />
      <Card>
        <CardHeader>
          <CardTitle>Current Route</CardTitle>
          <CardDescription>
            Where your contractor sees you and the sites of your jobs.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <DriverRouteMap />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Your work</CardTitle>
          <CardDescription>
            Recording your daily figures is not available yet. Your jobs, schedule and documents
            are.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <LinkButtons
            label="Your work"
            links={[
              ["/driver-jobs", "My Jobs"],
              ["/driver-schedule", "Schedule"],
              ["/driver-documents", "Documents"],
            ]}
          />
        </CardContent>
      </Card>
    </div>
  );
}
