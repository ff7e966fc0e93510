import { ReceiptIcon } from "lucide-react";
import { Link } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { t, translateMessage } from "@/lib/i18n";

/** Nothing to do on this billing page (a finished checkout, no paid plan): back to the plans. */
export function BackToPlans({ title }: { title: string }) {
  return (
    <EmptyState
      icon={ReceiptIcon}
      title={translateMessage(title)}
      action={
        <Button asChild variant="outline">
          <Link to="/subscription">{t("subscription.backToPlans")}</Link>
        </Button>
      }
    />
  );
}
