import { messages, type Notification, topics } from "@haulwise/domain";
import { useQueryClient } from "@tanstack/react-query";
import { BellIcon, CheckCheckIcon, Loader2Icon } from "lucide-react";
import type * as React from "react";
import { Suspense, useId, useState } from "react";
import { useNavigate } from "react-router";
import { useMe } from "@/api/get-me";
import {
  DeferredTrigger,
  deferredOverlay,
  useDeferredOverlay,
} from "@/components/deferred-overlay";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-error";
import { timeAgo } from "@/lib/format";
import { t, translateMessage } from "@/lib/i18n";
import { notificationKeys } from "@/lib/query-keys";
import { useRealtimeTopic } from "@/lib/realtime/realtime-provider";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { useNotifications } from "../api/get-notifications";
import { useMarkAllNotificationsRead } from "../api/mark-all-notifications-read";
import { useMarkNotificationRead } from "../api/mark-notification-read";

const m = messages.notifications;

const popoverPanel = deferredOverlay(() => import("@/components/ui/popover-panel"), "PopoverPanel");
const PopoverPanel = popoverPanel.Component;

/**
 * A notification reports a change made elsewhere. The page it opens should show that change
 * even when its data was fetched moments ago, or when it is the page already open.
 */
function useRefreshAfterNotification() {
  const queryClient = useQueryClient();
  const [ownKey] = notificationKeys.all;
  return () =>
    queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== ownKey });
}

function NotificationEntry({
  notification,
  onChoose,
}: {
  notification: Notification;
  onChoose: (notification: Notification) => void;
}) {
  const unread = notification.readAt === null;
  const id = useId();
  return (
    <button
      type="button"
      onClick={() => onChoose(notification)}
      aria-label={
        unread ? t("notifications.unread", { title: notification.title }) : notification.title
      }
      aria-describedby={notification.body ? `${id}-body ${id}-time` : `${id}-time`}
      className={cn(
        "flex w-full min-w-0 items-start gap-3 rounded-md px-3 py-2.5 text-left text-sm outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60",
        unread && "bg-accent/60",
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          "mt-1.5 size-2 shrink-0 rounded-full",
          unread ? "bg-primary" : "bg-transparent",
        )}
      />
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className={cn("break-words", unread ? "font-semibold" : "font-normal")}>
          {notification.title}
        </span>
        {notification.body ? (
          <span id={`${id}-body`} className="line-clamp-3 break-words text-muted-foreground">
            {notification.body}
          </span>
        ) : null}
        <time
          id={`${id}-time`}
          dateTime={notification.createdAt}
          className="text-xs text-muted-foreground"
        >
          {timeAgo(notification.createdAt)}
        </time>
      </span>
    </button>
  );
}

function Status({ children }: { children: React.ReactNode }) {
  return (
    <p className="flex items-center justify-center gap-2 px-3 py-8 text-center text-sm text-muted-foreground">
      {children}
    </p>
  );
}

/** The bell's button, with a dot while something is unread. */
export function bellButton(unreadCount: number) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="relative"
      aria-label={t("messages.notifications.bellLabel", { unread: unreadCount })}
    >
      <BellIcon aria-hidden="true" />
      {unreadCount > 0 ? (
        <span
          aria-hidden="true"
          data-testid="unread-dot"
          className="absolute top-1.5 right-1.5 size-2.5 rounded-full bg-red-600 ring-2 ring-background"
        />
      ) : null}
    </Button>
  );
}

/**
 * The top bar's bell: a dot while something is unread, and the notification centre behind it.
 * Choosing an entry marks it read and, when it has a link, opens that page with fresh data.
 */
export function NotificationBell() {
  const navigate = useNavigate();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const centre = useDeferredOverlay(popoverPanel);
  const me = useMe();
  const notifications = useNotifications();
  useRealtimeTopic(me.data ? topics.userNotifications(me.data.user.id) : null);
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const refreshAfterNotification = useRefreshAfterNotification();

  const pages = notifications.data?.pages ?? [];
  const entries = pages.flatMap((page) => page.notifications);
  const unreadCount = pages[0]?.unreadCount ?? 0;

  function handleChoose(notification: Notification) {
    if (notification.readAt === null) {
      markRead.mutate(notification.id, {
        onError: (error) => toast.error(errorMessage(error, m.markFailed)),
      });
    }
    if (notification.link) {
      setOpen(false);
      void navigate(notification.link);
      void refreshAfterNotification();
    }
  }

  function handleMarkAll() {
    markAllRead.mutate(undefined, {
      onError: (error) => toast.error(errorMessage(error, m.markFailed)),
    });
  }

  let content: React.ReactNode;
  if (notifications.isPending) {
    content = (
      <Status>
        <Loader2Icon aria-hidden="true" className="size-4 animate-spin" />
        {translateMessage(messages.guard.loading)}
      </Status>
    );
  } else if (notifications.isError && entries.length === 0) {
    content = (
      <div className="grid justify-items-center gap-3 px-3 py-8 text-center text-sm">
        <p>{translateMessage(m.loadFailed)}</p>
        <Button variant="outline" size="sm" onClick={() => void notifications.refetch()}>
          {t("common.tryAgain")}
        </Button>
      </div>
    );
  } else if (entries.length === 0) {
    content = <Status>{translateMessage(m.empty)}</Status>;
  } else {
    content = (
      <ul aria-labelledby={headingId} className="grid gap-1">
        {entries.map((notification) => (
          <li key={notification.id}>
            <NotificationEntry notification={notification} onChoose={handleChoose} />
          </li>
        ))}
      </ul>
    );
  }

  const trigger = bellButton(unreadCount);
  if (!centre.wanted) {
    return (
      <DeferredTrigger
        popup="dialog"
        onPrepare={centre.prepare}
        onOpen={() => {
          centre.want();
          setOpen(true);
        }}
      >
        {trigger}
      </DeferredTrigger>
    );
  }

  return (
    <Suspense fallback={trigger}>
      <PopoverPanel
        open={open}
        onOpenChange={setOpen}
        trigger={trigger}
        align="end"
        role="dialog"
        aria-labelledby={headingId}
        className="w-[min(24rem,calc(100vw-1rem))] p-0"
      >
        <div className="flex items-center justify-between gap-2 border-b px-3 py-2">
          <h2 id={headingId} className="font-semibold">
            {translateMessage(m.heading)}
          </h2>
          <Button
            variant="ghost"
            size="sm"
            onClick={handleMarkAll}
            disabled={unreadCount === 0 || markAllRead.isPending}
          >
            {markAllRead.isPending ? (
              <Loader2Icon aria-hidden="true" className="animate-spin" />
            ) : (
              <CheckCheckIcon aria-hidden="true" />
            )}
            {translateMessage(m.markAllRead)}
          </Button>
        </div>
        <div className="max-h-[min(26rem,70vh)] overflow-y-auto p-1">
          {content}
          {notifications.hasNextPage ? (
            <Button
              variant="ghost"
              className="w-full"
              disabled={notifications.isFetchingNextPage}
              onClick={() => void notifications.fetchNextPage()}
            >
              {notifications.isFetchingNextPage ? (
                <Loader2Icon aria-hidden="true" className="animate-spin" />
              ) : null}
              {translateMessage(m.showOlder)}
            </Button>
          ) : null}
        </div>
      </PopoverPanel>
    </Suspense>
  );
}
