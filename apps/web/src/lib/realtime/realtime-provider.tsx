import { REALTIME } from "@haulwise/domain";
import { useQueryClient } from "@tanstack/react-query";
import type * as React from "react";
import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { inNextTask } from "../next-task";
import { meKeys } from "../query-keys";
import { createCacheFrameHandler } from "./cache-frames";
import {
  type ConnectionStatus,
  createRealtimeClient,
  type RealtimeClient,
  type RealtimeClientOptions,
  type TopicListener,
  type TopicStatus,
} from "./realtime-client";

const RealtimeContext = createContext<RealtimeClient | null>(null);

/** The hub's address on this page's own origin. */
export function realtimeUrl(location: Pick<Location, "protocol" | "host"> = window.location) {
  return `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}${REALTIME.path}`;
}

/**
 * Holds the tab's realtime client for the signed-in person. A new person (or none) gets a
 * new client, so a socket never outlives the session it was opened with. The socket itself
 * opens only when a screen follows a topic.
 */
export function RealtimeProvider({
  userId,
  children,
  clientOptions,
}: {
  userId: string | null;
  children: React.ReactNode;
  /** Tests point the client at their own server. */
  clientOptions?: Partial<RealtimeClientOptions>;
}) {
  const queryClient = useQueryClient();
  const [client, setClient] = useState<RealtimeClient | null>(null);
  const options = useRef(clientOptions);

  useEffect(() => {
    if (!userId) return;
    const created = createRealtimeClient({
      url: () => realtimeUrl(),
      handler: createCacheFrameHandler(queryClient),
      // The session ended elsewhere: re-check it, so the guard sends the person to sign in.
      onSessionEnded: () => void queryClient.invalidateQueries({ queryKey: meKeys.all }),
      ...options.current,
    });
    setClient(created);
    const retry = () => created.retryNow();
    window.addEventListener("online", retry);
    return () => {
      window.removeEventListener("online", retry);
      created.close();
      setClient(null);
    };
  }, [userId, queryClient]);

  return <RealtimeContext.Provider value={client}>{children}</RealtimeContext.Provider>;
}

const NO_CONNECTION: ConnectionStatus = { state: "idle", everOpened: false };
const PENDING: TopicStatus = { state: "pending" };
const noop = () => () => {};

/** How the tab's realtime connection is doing. */
export function useRealtimeConnection(): ConnectionStatus {
  const client = useContext(RealtimeContext);
  return useSyncExternalStore(
    client ? client.onChange : noop,
    () => client?.connection() ?? NO_CONNECTION,
    () => NO_CONNECTION,
  );
}

export type RealtimeTopic = {
  connection: ConnectionStatus;
  status: TopicStatus;
};

/**
 * Follows a realtime topic while the calling component is mounted (null follows nothing).
 * Its frames land in the query cache on their own; `listener` is for side effects such as
 * raising a browser notification. Returns how the connection and the topic are doing.
 */
export function useRealtimeTopic(topic: string | null, listener?: TopicListener): RealtimeTopic {
  const client = useContext(RealtimeContext);
  const latest = useRef(listener);
  latest.current = listener;

  useEffect(() => {
    if (!client || !topic) return;
    // Opening the socket can wait for the page to have been shown.
    let unsubscribe: (() => void) | null = null;
    const cancel = inNextTask(() => {
      unsubscribe = client.subscribe(topic, {
        onSnapshot: (data) => latest.current?.onSnapshot?.(data),
        onUpdate: (data) => latest.current?.onUpdate?.(data),
      });
    });
    return () => {
      cancel();
      unsubscribe?.();
    };
  }, [client, topic]);

  const connection = useRealtimeConnection();
  const status = useSyncExternalStore(
    client ? client.onChange : noop,
    () => (client && topic ? client.topicStatus(topic) : PENDING),
    () => PENDING,
  );
  return { connection, status };
}
