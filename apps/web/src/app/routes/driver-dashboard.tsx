import { BriefcaseIcon, CalendarDaysIcon, FileTextIcon, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { PageHeader } from "@/components/page-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ShiftControl } from "@/features/driver-tracking/components/shift-control";
import { DriverRouteMap } from "@/features/live-map/components/driver-route-map";

const workLinks: { to: string; label: string; text: string; icon: LucideIcon }[] = [
  {
    to: "/driver-jobs",
    label: "My Jobs",
    text: "The jobs you work, and open ones to join.",
    icon: BriefcaseIcon,
  },
  {
    to: "/driver-schedule",
    label: "Schedule",
    text: "Your jobs by start date.",
    icon: CalendarDaysIcon,
  },
  {
    to: "/driver-documents",
    label: "Documents",
    text: "Tickets, permits and plans sent to you.",
    icon: FileTextIcon,
  },
];

/**
 * /driver-dashboard: the driver's day, composed from the features that fill it. The shift
 * control comes first on every screen size: it is what a driver touches at the start and
 * end of a shift, and the line that says whether their position is getting through. The
 * Current Route map below shows what their contractor sees.
 */
export function DriverDashboardPage() {
  return (
    <div className="grid gap-6">
      <PageHeader title="Driver Dashboard" />
      <ShiftControl />
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
      <nav aria-label="Your work" className="grid gap-3 sm:grid-cols-3">
        {workLinks.map(({ to, label, text, icon: Icon }) => (
          <Link
            key={to}
            to={to}
            className="flex items-start gap-3 rounded-lg border bg-card p-4 outline-none transition-colors hover:bg-muted/50 focus-visible:ring-[3px] focus-visible:ring-ring/60"
          >
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <span className="grid gap-0.5">
              <span className="font-medium">{label}</span>
              <span className="text-sm text-muted-foreground">{text}</span>
            </span>
          </Link>
        ))}
      </nav>
    </div>
  );
}
