import { type DriverCard, messages } from "@haulwise/domain";
import { HistoryIcon } from "lucide-react";
import { Link } from "react-router";
import { ShowOnMapLink } from "@/components/show-on-map-link";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-error";
import { t, translateMessage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useRateDriver } from "../api/rate-driver";
import { useRemoveDriver } from "../api/remove-driver";
import { RateDriverMenu } from "./rate-driver-menu";
import { RemoveDriverDialog } from "./remove-driver-dialog";

/** Finding a driver on the map, replaying their day, rating them and removing them from the company. */
export function DriverActions({
  driver,
  compact = false,
  showOnMap = true,
}: {
  driver: DriverCard;
  /** Offer "Show on map" (the driver page has its own, in its header). */
  showOnMap?: boolean;
  /** In a table row: "Show on map", "Replay" and the remove control as icons. */
  compact?: boolean;
}) {
  const rate = useRateDriver();
  const remove = useRemoveDriver();

  function handleRate(rating: number) {
    rate.mutate(
      { driverId: driver.id, rating },
      {
        onSuccess: () => toast.success(t("messages.drivers.rated", { name: driver.name, rating })),
        onError: (error) => toast.error(errorMessage(error, t("drivers.rateFailed"))),
      },
    );
  }

  async function handleRemove() {
    try {
      await remove.mutateAsync(driver.id);
      toast.success(t("messages.drivers.removed", { name: driver.name }));
      return true;
    } catch (error) {
      toast.error(errorMessage(error, t("drivers.removeFailed")));
      return false;
    }
  }

  return (
    <>
      {showOnMap ? (
        <ShowOnMapLink target={{ driverId: driver.id }} name={driver.name} iconOnly={compact} />
      ) : null}
      {/* In a row, the links are icons so the row fits a 1280 px screen; their names stay. */}
      <Button asChild variant="ghost" size={compact ? "icon" : "sm"}>
        <Link
          to={`/replay/${encodeURIComponent(driver.id)}`}
          aria-label={compact ? translateMessage(messages.replay.replay) : undefined}
          title={compact ? translateMessage(messages.replay.replay) : undefined}
        >
          <HistoryIcon aria-hidden="true" />
          {compact ? null : translateMessage(messages.replay.replay)}
        </Link>
      </Button>
      <RateDriverMenu
        driverName={driver.name}
        myRating={driver.myRating}
        onRate={handleRate}
        pending={rate.isPending}
      />
      <RemoveDriverDialog
        driverName={driver.name}
        onRemove={handleRemove}
        pending={remove.isPending}
        iconOnly={compact}
      />
    </>
  );
}
