import { Link } from "react-router";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
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
          <nav aria-label="Your work" className="flex flex-wrap gap-2">
            {[
              ["/driver-jobs", "My Jobs"],
              ["/driver-schedule", "Schedule"],
              ["/driver-documents", "Documents"],
            ].map(([to, label]) => (
              <Button key={to} asChild variant="outline">
                <Link to={to as string}>{label}</Link>
              </Button>
            ))}
          </nav>
        </CardContent>
      </Card>
    </div>
  );
}
