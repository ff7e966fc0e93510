import { type DriverCard as DriverCardData, messages } from "@haulwise/domain";
import { UserPlusIcon, UsersIcon } from "lucide-react";
import { Link } from "react-router";
import { toast } from "sonner";
import { useCompanyDrivers } from "@/api/get-company-drivers";
import { PageHeader } from "@/components/page-header";
import { QueryError } from "@/components/query-error";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-error";
import { useRateDriver } from "../api/rate-driver";
import { useRemoveDriver } from "../api/remove-driver";
import { DriverCard } from "../components/driver-card";
import { DriverCardSkeleton } from "../components/driver-card-skeleton";
import { RateDriverMenu } from "../components/rate-driver-menu";
import { RemoveDriverDialog } from "../components/remove-driver-dialog";

const INVITE_PATH = "/drivers/invite";
/** Spec part 2 §2: three placeholder cards while loading. */
const PLACEHOLDER_KEYS = ["first", "second", "third"];

function DriverActions({ driver }: { driver: DriverCardData }) {
  const rate = useRateDriver();
  const remove = useRemoveDriver();

  function handleRate(rating: number) {
    rate.mutate(
      { driverId: driver.id, rating },
      {
        onSuccess: () => toast.success(messages.drivers.rated(driver.name, rating)),
        onError: (error) => toast.error(errorMessage(error, "Could not save the rating")),
      },
    );
  }

  async function handleRemove() {
    try {
      await remove.mutateAsync(driver.id);
      toast.success(messages.drivers.removed(driver.name));
      return true;
    } catch (error) {
      toast.error(errorMessage(error, "Could not remove the driver"));
      return false;
    }
  }

  return (
    <>
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
      />
    </>
  );
}

/** /drivers: the company's drivers as cards (spec part 2 §2). */
export function DriversRoute() {
  const drivers = useCompanyDrivers();

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Drivers"
        description="Who drives for your company, what they drive and how they are doing."
        actions={
          <Button asChild>
            <Link to={INVITE_PATH}>
              <UserPlusIcon aria-hidden="true" />
              Add Driver
            </Link>
          </Button>
        }
      />
      {drivers.isPending ? (
        <div role="status" aria-live="polite">
          <span className="sr-only">Loading drivers...</span>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {PLACEHOLDER_KEYS.map((key) => (
              <DriverCardSkeleton key={key} />
            ))}
          </div>
        </div>
      ) : drivers.isError ? (
        <QueryError
          message={errorMessage(drivers.error, messages.drivers.failedToLoad)}
          onRetry={() => drivers.refetch()}
        />
      ) : drivers.data.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed px-6 py-12 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <UsersIcon aria-hidden="true" className="size-6" />
          </span>
          <div className="grid gap-1">
            <p className="font-semibold">{messages.drivers.noneFound}</p>
            <p className="text-sm text-muted-foreground">
              Invite drivers by email. They appear here once they accept.
            </p>
          </div>
          <Button asChild>
            <Link to={INVITE_PATH}>Add Your First Driver</Link>
          </Button>
        </div>
      ) : (
        <ul aria-label="Drivers" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {drivers.data.map((driver) => (
            <li key={driver.id}>
              <DriverCard driver={driver} actions={<DriverActions driver={driver} />} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
