import { NotificationSchema } from "@haulwise/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: (read) => {
      const wasUnread = queryClient
        .getQueryData<NotificationPages>(notificationKeys.all)
        ?.pages.some((page) =>
          page.notifications.some((n) => n.id === read.id && n.readAt === null),
        );
      updateCachedNotifications(
        queryClient,
        (notification) => (notification.id === read.id ? read : notification),
        (previous) => (wasUnread ? Math.max(0, previous - 1) : previous),
      );
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}
