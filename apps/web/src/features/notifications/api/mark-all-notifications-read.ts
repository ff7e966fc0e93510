import { MarkAllReadResultSchema } from "@haulwise/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { notificationKeys } from "@/lib/query-keys";
import { updateCachedNotifications } from "./get-notifications";

export const markAllNotificationsRead = () =>
  api.post("/api/notifications/read-all", undefined, MarkAllReadResultSchema);

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => {
      const now = new Date().toISOString();
      updateCachedNotifications(
        queryClient,
        (notification) => ({ ...notification, readAt: notification.readAt ?? now }),
        () => 0,
      );
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}
