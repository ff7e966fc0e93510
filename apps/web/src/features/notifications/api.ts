import type { Notification, NotificationPage } from "@haulwise/domain";
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** Until realtime arrives, the list is fetched again this often while the page is open. */
export const NOTIFICATIONS_REFRESH_MS = 60_000;

export const notificationsQueryOptions = infiniteQueryOptions({
  queryKey: ["notifications"] as const,
  queryFn: ({ pageParam }) =>
    api.get<NotificationPage>(
      pageParam
        ? `/api/notifications?cursor=${encodeURIComponent(pageParam)}`
        : "/api/notifications",
    ),
  initialPageParam: null as string | null,
  getNextPageParam: (page) => page.nextCursor,
  refetchInterval: NOTIFICATIONS_REFRESH_MS,
  refetchOnWindowFocus: true,
  staleTime: 15_000,
});

type Pages = InfiniteData<NotificationPage, string | null>;

export function useNotifications() {
  return useInfiniteQuery(notificationsQueryOptions);
}

/** Applies a change to every cached entry at once, so the dot and the list agree immediately. */
function updateCached(
  queryClient: QueryClient,
  change: (notification: Notification) => Notification,
  unreadCount: (previous: number) => number,
) {
  queryClient.setQueryData<Pages>(notificationsQueryOptions.queryKey, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            unreadCount: unreadCount(page.unreadCount),
            notifications: page.notifications.map(change),
          })),
        }
      : data,
  );
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<Notification>(`/api/notifications/${id}/read`),
    onSuccess: (read) => {
      const wasUnread = queryClient
        .getQueryData<Pages>(notificationsQueryOptions.queryKey)
        ?.pages.some((page) =>
          page.notifications.some((n) => n.id === read.id && n.readAt === null),
        );
      updateCached(
        queryClient,
        (notification) => (notification.id === read.id ? read : notification),
        (previous) => (wasUnread ? Math.max(0, previous - 1) : previous),
      );
      void queryClient.invalidateQueries({ queryKey: notificationsQueryOptions.queryKey });
    },
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ marked: number }>("/api/notifications/read-all"),
    onSuccess: () => {
      const now = new Date().toISOString();
      updateCached(
        queryClient,
        (notification) => ({ ...notification, readAt: notification.readAt ?? now }),
        () => 0,
      );
      void queryClient.invalidateQueries({ queryKey: notificationsQueryOptions.queryKey });
    },
  });
}

/**
 * A notification reports a change made elsewhere. The page it opens should show that change
 * even when its data was fetched moments ago, or when it is the page already open.
 */
export function useRefreshAfterNotification() {
  const queryClient = useQueryClient();
  const [ownKey] = notificationsQueryOptions.queryKey;
  return () =>
    queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== ownKey });
}
