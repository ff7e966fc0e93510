import { MarkAllReadResultSchema } from "@haulwise/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { clock } from "@/lib/clock";
import { notificationKeys } from "@/lib/query-keys";
import { updateCachedNotifications } from "./get-notifications";

export const markAllNotificationsRead = () =>
  api.post("/api/notifications/read-all", undefined, MarkAllReadResultSchema);

export function useMarkAllNotificationsRead() {
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: (_marked, _input, _result, { client }) => {
      const now = clock.now().toISOString();
      updateCachedNotifications(
        client,
        (notification) => ({ ...notification, readAt: notification.readAt ?? now }),
        () => 0,
      );
    },
    meta: { invalidates: [notificationKeys.all] },
  });
}
