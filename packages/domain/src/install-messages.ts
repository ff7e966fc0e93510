/** The words of demo mode and of a fresh install, used word for word. */
export const installMessages = {
  demoLabel: "Demo",
  demoBanner: "Demo: a made-up hauling company whose drivers are simulated.",
  demoBannerSpeed: (speed: number) => `Time runs ${speed}× faster than real time.`,
  demoSignInTitle: "Demo sign-ins",
  demoSignInHint: "Choose an account to fill in its email and password.",
  firstRunTitle: "Welcome to your Haulwise",
  firstRunText:
    "Nobody has signed up here yet. Sign up as a contractor to set up your company, then invite your drivers.",
  firstRunAction: "Sign up as a contractor",
  demoPassword: "Password for every account:",
  /** Before a demo account's name, on its sign-in button. */
  signInAs: "Sign in as",
  roles: { driver: "driver", contractor: "contractor" },
  outboxHint:
    "This install sends no mail yet: your verification link is printed on the server's console and saved in data/outbox/.",
} as const;
