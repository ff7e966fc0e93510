import { type Me, SessionSchema } from "@haulwise/domain";
import { api } from "@/lib/api-client";

/**
 * The signed-in person, or null when signed out. The session probe answers a visitor 200
 * with nobody, so "signed out" is an answer, not a failure, and logs nothing in the console.
 * Apart from its query (get-me.ts), so the public pages ask without the query library.
 */
export async function getMe(): Promise<Me | null> {
  return (await api.get("/api/session", SessionSchema)).me;
}
