import { messages } from "@haulwise/domain";
import { ArrowLeftIcon } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { useMe } from "@/api/get-me";
import { LoadingScreen } from "@/components/loading-screen";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { errorMessage } from "@/lib/api-error";
import { t } from "@/lib/i18n";
import { displayNameOfMe } from "@/lib/session";
import { toast } from "@/lib/toast";
import { useSaveDriverDetails } from "../api/save-driver-details";
import { DriverDetailsForm } from "../components/driver-details-form";

export function DriverProfileRoute() {
  const me = useMe();
  const navigate = useNavigate();
  const save = useSaveDriverDetails();
  const profile = me.data?.profile;
  if (!profile) return <LoadingScreen />;

  return (
    <div className="grid gap-6">
      <Button asChild variant="ghost" size="sm" className="w-fit">
        <Link to="/driver-dashboard">
          <ArrowLeftIcon aria-hidden="true" />
          {t("profile.back")}
        </Link>
      </Button>
      <PageHeader
        title={t("profile.title")}
        description={t("profile.description", { name: displayNameOfMe(me.data) })}
      />
      <Card>
        <CardContent>
          <DriverDetailsForm
            profile={profile}
            pending={save.isPending}
            onCancel={() => void navigate("/driver-dashboard")}
            onSubmit={async (values) => {
              try {
                await save.mutateAsync(values);
                toast.success(messages.driverForm.saved);
              } catch (error) {
                toast.error(errorMessage(error, messages.driverForm.failedToSave));
              }
            }}
          />
        </CardContent>
      </Card>
    </div>
  );
}
