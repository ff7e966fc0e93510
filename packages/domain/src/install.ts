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

/** The words of demo mode and of a fresh install, used word for word. */
export const installMessages = {
  demoBanner: "Demo: a made-up hauling company whose drivers are simulated.",
  demoBannerSpeed: (speed: number) => `Time runs ${speed}× faster than real time.`,
  demoSignInTitle: "Demo sign-ins",
  demoSignInHint: "Choose an account to fill in its email and password.",
  firstRunTitle: "Welcome to your Haulwise",
  firstRunText:
    "Nobody has signed up here yet. Sign up as a contractor to set up your company, then invite your drivers.",
  firstRunAction: "Sign up as a contractor",
  outboxHint:
    "This install sends no mail yet: your verification link is printed on the server's console and saved in data/outbox/.",
} as const;
