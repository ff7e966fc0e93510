import { randomUUID } from "node:crypto";
import type { Clock } from "../clock.js";
import type { Logger } from "../logger.js";
import type { EventCatalogue } from "./catalogue.js";

export type EventName = keyof EventCatalogue;
export type EventPayload<N extends EventName> = EventCatalogue[N];

/** One announcement as listeners receive it: a unique id and the clock's time of emission. */
export type DomainEvent<N extends EventName = EventName> = {
  [K in N]: { id: string; name: K; at: string; payload: EventCatalogue[K] };
}[N];

export type EventHandler<N extends EventName> = (
  payload: EventPayload<N>,
  event: DomainEvent<N>,
) => void | Promise<void>;

/** Handlers for several events that must see them in the order they were emitted. */
export type EventHandlers = { [N in EventName]?: EventHandler<N> };

export type EventBus = {
  /**
   * Announces something that has happened: call it after the change committed, never inside
   * a transaction. It returns at once; listeners run afterwards and their failures are
   * logged, never thrown back at the emitter.
   */
  emit<N extends EventName>(name: N, payload: EventPayload<N>): void;
  /** Listens to one event; returns the function that stops listening. */
  on<N extends EventName>(name: N, handler: EventHandler<N>): () => void;
  /**
   * Listens to several events as one listener with one queue, so it sees them in emission
   * order (a request before its approval). Returns the function that stops listening.
   */
  subscribe(handlers: EventHandlers): () => void;
  /** Listens to every event (bridges to other instances, the realtime hub, logs). */
  onAny(handler: (event: DomainEvent) => void | Promise<void>): () => void;
  /** Resolves once every event emitted so far, and every event those listeners emitted, is handled. */
  settled(): Promise<void>;
  /** Lets delivery finish and refuses new events; the app calls it on close. */
  close(): Promise<void>;
};

/** One listener with its own queue: it sees events in the order they were emitted. */
type Subscription = {
  wants: (name: EventName) => boolean;
  handle: (event: DomainEvent) => void | Promise<void>;
  queue: Promise<void>;
};

/**
 * The in-process event bus of one server instance. Each listener has its own queue, so a slow
 * listener delays only itself, and sees events in emission order.
 */
export function createEventBus(deps: {
  clock: Clock;
  logger: Pick<Logger, "error" | "warn">;
}): EventBus {
  const { clock, logger } = deps;
  const subscriptions = new Set<Subscription>();
  const inFlight = new Set<Promise<void>>();
  let closed = false;

  function add(wants: Subscription["wants"], handle: Subscription["handle"]): () => void {
    const subscription: Subscription = { wants, handle, queue: Promise.resolve() };
    subscriptions.add(subscription);
    return () => {
      subscriptions.delete(subscription);
    };
  }

  function subscribe(handlers: EventHandlers) {
    return add(
      (name) => handlers[name] !== undefined,
      (event) => (handlers[event.name] as EventHandler<EventName>)(event.payload, event),
    );
  }

  async function deliver(subscription: Subscription, event: DomainEvent) {
    try {
      await subscription.handle(event);
    } catch (error) {
      logger.error(
        { err: error, event: event.name, eventId: event.id },
        "an event listener failed",
      );
    }
  }

  async function settled() {
    while (inFlight.size > 0) await Promise.all([...inFlight]);
  }

  return {
    emit(name, payload) {
      if (closed) {
        logger.warn({ event: name }, "an event was emitted after the bus closed; dropped");
        return;
      }
      const event = {
        id: randomUUID(),
        name,
        at: clock.now().toISOString(),
        payload,
      } as DomainEvent;
      for (const subscription of subscriptions) {
        if (!subscription.wants(name)) continue;
        const delivery = subscription.queue.then(() => deliver(subscription, event));
        subscription.queue = delivery;
        inFlight.add(delivery);
        void delivery.then(() => inFlight.delete(delivery));
      }
    },

    on(name, handler) {
      return subscribe({ [name]: handler });
    },

    subscribe,

    onAny(handler) {
      return add(() => true, handler);
    },

    settled,

    async close() {
      closed = true;
      await settled();
    },
  };
}
