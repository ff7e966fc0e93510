import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { CompanyLiveMap } from "./company-live-map";

/** /dashboard's Fleet Location: the company's live map in a card. */
export function FleetLocationCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Fleet Location</CardTitle>
        <CardDescription>Where your drivers are now, updated as they move.</CardDescription>
      </CardHeader>
      <CardContent>
        <CompanyLiveMap label="Fleet Location map" />
      </CardContent>
    </Card>
  );
}
