import { z } from "zod";

/** One sign-in of the demo company, shown on the sign-in page while in demo mode. */
export const DemoAccountSchema = z.object({
  role: z.enum(["contractor", "driver"]),
  name: z.string(),
  email: z.string(),
  password: z.string(),
});
export type DemoAccount = z.infer<typeof DemoAccountSchema>;

/**
 * What a visitor may know about this install before signing in (`GET /api/install`): whether
 * it is the demo (and its sign-ins and clock), and whether mail is written to the outbox.
 */
export const InstallInfoSchema = z.object({
  demo: z
    .object({
      /** How many times faster than the wall clock the demo's day runs. */
      speed: z.number(),
      /** The demo's time as the server answered, for the page to run its own clock by. */
      now: z.string(),
      company: z.string().nullable(),
      accounts: z.array(DemoAccountSchema),
    })
    .nullable(),
  /** No mail server: verification links are in the console and `data/outbox/`. */
  mailToOutbox: z.boolean(),
  /** Nobody has signed up yet: the first visitor is shown how to set up their company. */
  firstRun: z.boolean(),
});
export type InstallInfo = z.infer<typeof InstallInfoSchema>;

export { demoMessages, demoSignInMessages, installMessages } from "./install-messages.js";
