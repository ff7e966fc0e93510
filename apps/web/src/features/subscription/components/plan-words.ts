import { t } from "@/lib/i18n";

/** What the plan's truck limit allows on the map. */
export const tracksUpTo = (limit: number | null) =>
  limit === null
    ? t("subscription.tracksUnlimited")
    : t("messages.subscription.tracksUpTo", { limit });
