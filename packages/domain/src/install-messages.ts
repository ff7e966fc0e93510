/** The words of a fresh install on the sign-in page, used word for word. */
export const installMessages = {
  firstRunTitle: "Welcome to your Haulwise",
  firstRunText:
    "Nobody has signed up here yet. Sign up as a contractor to set up your company, then invite your drivers.",
  firstRunAction: "Sign up as a contractor",
  outboxHint:
    "This install sends no mail yet: your verification link is printed on the server's console and saved in data/outbox/.",
} as const;

/** The words of demo mode: its banner on every screen. */
export const demoMessages = {
  demoLabel: "Demo",
  demoBanner: "Demo: a made-up hauling company whose drivers are simulated.",
  demoBannerSpeed: (speed: number) => `Time runs ${speed}× faster than real time.`,
} as const;

/** The demo's sign-ins on the sign-in page (loaded on a demo install only). */
export const demoSignInMessages = {
  demoSignInTitle: "Demo sign-ins",
  demoSignInHint: "Choose an account to fill in its email and password.",
  demoPassword: "Password for every account:",
  /** Before a demo account's name, on its sign-in button. */
  signInAs: "Sign in as",
  roles: { driver: "driver", contractor: "contractor" },
} as const;
