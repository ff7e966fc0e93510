import { type Notification, type NotificationPage, NotificationPageSchema } from "@haulwise/domain";
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { api } from "@/lib/api-client";
import { useLanguage } from "@/lib/i18n";
import { notificationKeys } from "@/lib/query-keys";

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
  // New entries are announced on the person's realtime topic (see NotificationBell); while
  // the connection is down the realtime client reads the list every 30 s instead.
  refetchOnWindowFocus: true,
  staleTime: 15_000,
});

export function useNotifications() {
  const queryClient = useQueryClient();
  const language = useLanguage();
  const readIn = useRef(language);
  useEffect(() => {
    if (readIn.current === language) return;
    readIn.current = language;
    // The server writes each title in the reader's language: ask again in the new one.
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  }, [language, queryClient]);
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
