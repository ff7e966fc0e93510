import { api } from "@/lib/api-client";
import { createOutbox } from "@/lib/offline/outbox";

/**
 * The app's one form outbox (IndexedDB `haulwise-outbox`): forms a person fills in with no
 * signal (load tickets with their photos, daily metrics) wait here and are sent in order,
 * each once, when the connection returns. The shell starts it and tells it who is signed in.
 */
export const formOutbox = createOutbox({
  dbName: "haulwise-outbox",
  transport: (request) => api.sendWithHeaders(request),
});
