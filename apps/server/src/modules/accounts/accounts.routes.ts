import { DeleteAccountInputSchema, ErrorBodySchema } from "@haulwise/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { actorOf } from "../../auth/actor.js";
import type { DeferredAuth } from "../../auth/deferred-auth.js";
import { toWebHeaders } from "../../auth/plugin.js";
import { signedInRoutes } from "../../http/routes.js";
import type { AccountsService } from "./accounts.service.js";

export async function accountsRoutes(
  fastify: FastifyInstance,
  { accounts, auth }: { accounts: AccountsService; auth: DeferredAuth },
) {
  const app = signedInRoutes(fastify);

  app.delete("/api/me", {
    schema: {
      tags: ["account"],
      summary: "Delete the signed-in account (Danger Zone)",
      body: DeleteAccountInputSchema,
      response: { 204: z.null(), 400: ErrorBodySchema, 401: ErrorBodySchema },
    },
    handler: async (request, reply) => {
      await accounts.deleteAccount(actorOf(request), request.body);
      // The session row is gone with the user; signing out still answers with the
      // headers that clear the session cookie in the browser.
      const signOut = await (await auth()).api.signOut({
        headers: toWebHeaders(request),
        asResponse: true,
      });
      const cookies = signOut.headers.getSetCookie();
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      return reply.status(204).send(null);
    },
  });
}
