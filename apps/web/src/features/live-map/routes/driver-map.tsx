import { messages } from "@haulwise/domain";
import { HistoryIcon } from "lucide-react";
import { Link } from "react-router";
import { useMe } from "@/api/get-me";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { t, translateMessage } from "@/lib/i18n";

import { DriverRouteMap } from "../components/driver-route-map";

/**
 * /driver-map: the driver's own position, today's trail and the sites of their jobs, with a
 * replay of their day.
 */
export function DriverMapRoute() {
  const me = useMe();
  const myId = me.data?.user.id;
  return (
    <div className="grid gap-6">
      <PageHeader
        title={t("map.driver.title")}
        description={t("map.driver.description")}
        actions={
          myId ? (
            <Button asChild variant="outline">
              <Link to={`/replay/${encodeURIComponent(myId)}`}>
                <HistoryIcon aria-hidden="true" />
                {translateMessage(messages.replay.replay)}
              </Link>
            </Button>
          ) : null
        }
      />
      <DriverRouteMap embedded={false} />
    </div>
  );
}
