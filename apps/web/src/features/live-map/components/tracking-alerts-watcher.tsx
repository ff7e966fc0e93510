import { AlertsUpdateSchema, type TrackingAlert, topics } from "@haulwise/domain";
import { useRef } from "react";
import { useMe } from "@/api/get-me";
import { t } from "@/lib/i18n";
import { useRealtimeTopic } from "@/lib/realtime/realtime-provider";
import { toast } from "@/lib/toast";
import { alertText } from "./alert-text";

/** One browser notification per driver at a time: a newer alert replaces the older one. */
export const notificationTagOf = (alert: TrackingAlert) => `haulwise-driver-${alert.driverId}`;

function announce(alert: TrackingAlert) {
  const text = alertText(alert);
  if ("Notification" in window && Notification.permission === "granted") {
    try {
      new Notification(text, {
        tag: notificationTagOf(alert),
        body: t("map.alerts.notificationBody"),
      });
      return;
    } catch {
      // Some mobile browsers only notify through a service worker: fall back to the page.
    }
  }
  toast.warning(text, { id: notificationTagOf(alert) });
}

/**
 * For a contractor anywhere in the app: follows the company's alerts and announces each one
 * as it opens, as a browser notification tagged per driver when allowed, in the page
 * otherwise. Alerts already open when the topic's snapshot arrives (first visit, reconnect)
 * are not announced again: the notification centre holds them.
 */
export function TrackingAlertsWatcher() {
  const me = useMe();
  const companyId = me.data?.profile?.role === "contractor" ? me.data.profile.companyId : null;
  const announced = useRef(new Set<string>());

  useRealtimeTopic(companyId ? topics.companyAlerts(companyId) : null, {
    onSnapshot(data) {
      const parsed = AlertsUpdateSchema.safeParse(data);
      if (parsed.success) for (const alert of parsed.data.alerts) announced.current.add(alert.id);
    },
    onUpdate(data) {
      const parsed = AlertsUpdateSchema.safeParse(data);
      if (!parsed.success) return;
      for (const alert of parsed.data.alerts) {
        if (alert.clearedAt || announced.current.has(alert.id)) continue;
        announced.current.add(alert.id);
        announce(alert);
      }
    },
  });
  return null;
}
