import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { t } from "@/lib/i18n";
import { CompanyLiveMap } from "./company-live-map";

/** /dashboard's Fleet Location: the company's live map in a card. */
export function FleetLocationCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("map.fleet.title")}</CardTitle>
        <CardDescription>{t("map.fleet.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <CompanyLiveMap label={t("map.fleet.label")} />
      </CardContent>
    </Card>
  );
}
