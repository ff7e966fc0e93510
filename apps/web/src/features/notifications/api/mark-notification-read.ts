import { NotificationSchema } from "@haulwise/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { notificationKeys } from "@/lib/query-keys";
import { type NotificationPages, updateCachedNotifications } from "./get-notifications";

export const markNotificationRead = (notificationId: string) =>
  api.post(
    `/api/notifications/${encodeURIComponent(notificationId)}/read`,
    undefined,
    NotificationSchema,
  );

export function useMarkNotificationRead() {
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: (read, _id, _result, { client }) => {
      const wasUnread = client
        .getQueryData<NotificationPages>(notificationKeys.all)
        ?.pages.some((page) =>
          page.notifications.some((n) => n.id === read.id && n.readAt === null),
        );
      updateCachedNotifications(
        client,
        (notification) => (notification.id === read.id ? read : notification),
        (previous) => (wasUnread ? Math.max(0, previous - 1) : previous),
      );
    },
    meta: { invalidates: [notificationKeys.all] },
  });
}
