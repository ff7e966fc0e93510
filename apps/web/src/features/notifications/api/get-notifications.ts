import { type Notification, type NotificationPage, NotificationPageSchema } from "@haulwise/domain";
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
} from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { notificationKeys } from "@/lib/query-keys";

/** Until realtime arrives, the list is fetched again this often while the page is open. */
export const NOTIFICATIONS_REFRESH_MS = 60_000;

export const getNotifications = (cursor: string | null) =>
  api.get(
    cursor ? `/api/notifications?cursor=${encodeURIComponent(cursor)}` : "/api/notifications",
    NotificationPageSchema,
  );

export const notificationsQueryOptions = infiniteQueryOptions({
  queryKey: notificationKeys.all,
  queryFn: ({ pageParam }) => getNotifications(pageParam),
  initialPageParam: null as string | null,
  getNextPageParam: (page) => page.nextCursor,
  refetchInterval: NOTIFICATIONS_REFRESH_MS,
  refetchOnWindowFocus: true,
  staleTime: 15_000,
});

export function useNotifications() {
  return useInfiniteQuery(notificationsQueryOptions);
}

export type NotificationPages = InfiniteData<NotificationPage, string | null>;

/** Applies a change to every cached entry at once, so the dot and the list agree immediately. */
export function updateCachedNotifications(
  queryClient: QueryClient,
  change: (notification: Notification) => Notification,
  unreadCount: (previous: number) => number,
) {
  queryClient.setQueryData<NotificationPages>(notificationKeys.all, (data) =>
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
