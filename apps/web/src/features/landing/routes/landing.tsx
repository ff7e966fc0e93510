import { dashboardPathFor } from "@haulwise/domain";
import {
  ArrowRightIcon,
  BriefcaseIcon,
  EyeIcon,
  FileTextIcon,
  type LucideIcon,
  MapPinIcon,
  SmartphoneIcon,
  TruckIcon,
} from "lucide-react";
import { Logo } from "@/components/logo";
import { announcedAsButton, Button } from "@/components/ui/button";
import { clock } from "@/lib/clock";
import { ScreenLink, useScreenSession } from "@/lib/public-screen";
import { roleOf } from "@/lib/session";

const features: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: MapPinIcon,
    title: "Every truck on a live map",
    text: "See where your drivers are as they drive, what route they took today, and who is idle on a job, with alerts that say so once instead of every minute.",
  },
  {
    icon: TruckIcon,
    title: "Your crew and their trucks",
    text: "Invite drivers by e-mail: they join your company and see only what is theirs. Give each truck to a driver and see who is on duty.",
  },
  {
    icon: BriefcaseIcon,
    title: "Jobs that stay organised",
    text: "Post a job once with its site, dates and documents; assign the drivers who work it.",
  },
  {
    icon: EyeIcon,
    title: "Share one job, not your company",
    text: "Give a customer read-only access to a single job by e-mail, and take it back when the work is done.",
  },
  {
    icon: FileTextIcon,
    title: "Paperwork in the right hands",
    text: "Send tickets, permits and plans to the drivers who need them, not to everyone.",
  },
  {
    icon: SmartphoneIcon,
    title: "Built for the cab",
    text: "Installs on a phone and opens without signal. On duty, it sends the driver's position, keeping what it records in a dead zone until the signal returns.",
  },
];

/** `/`: the public landing page, without the app shell. */
export function LandingRoute() {
  const { me } = useScreenSession();
  const signedIn = Boolean(me?.profile);
  return (
    <div className="flex min-h-svh flex-col">
      <title>Haulwise · Where are your trucks?</title>
      <header className="border-b">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
          <ScreenLink
            to="/"
            className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
          >
            <Logo />
          </ScreenLink>
          <nav aria-label="Account" className="flex items-center gap-2">
            {signedIn ? (
              <Button asChild>
                <ScreenLink to={dashboardPathFor(roleOf(me))}>Go to dashboard</ScreenLink>
              </Button>
            ) : (
              <>
                <Button asChild {...announcedAsButton} variant="ghost">
                  <ScreenLink to="/sign-in">Sign In</ScreenLink>
                </Button>
                <Button asChild {...announcedAsButton}>
                  <ScreenLink to="/sign-up">Sign Up</ScreenLink>
                </Button>
              </>
            )}
          </nav>
        </div>
      </header>

      <main className="flex-1">
        <section className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-[1.2fr_1fr] lg:items-center">
          <div className="grid gap-6">
            <p className="text-sm font-semibold uppercase tracking-wider text-primary">
              For hauling contractors and truck drivers
            </p>
            <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
              Where are your trucks? On one live map, with who drives them and which jobs they work.
            </h1>
            <p className="max-w-xl text-lg text-muted-foreground">
              Haulwise helps you run a hauling operation: watch your trucks live while your drivers
              share their position from the phone in the cab, post jobs, send each driver the
              documents they need and invite your crew, in one place your office and your drivers
              share.
            </p>
            <div className="flex flex-wrap gap-3">
              <Button asChild {...announcedAsButton} size="lg">
                <ScreenLink to="/sign-up">
                  Sign Up Now
                  <ArrowRightIcon aria-hidden="true" />
                </ScreenLink>
              </Button>
              <Button asChild size="lg" variant="outline">
                <ScreenLink to="/select-role">Choose your interface</ScreenLink>
              </Button>
            </div>
          </div>
          <div
            aria-hidden="true"
            className="relative hidden aspect-[4/3] overflow-hidden rounded-2xl border bg-muted lg:block"
          >
            <div className="absolute inset-0 bg-[linear-gradient(var(--border)_1px,transparent_1px),linear-gradient(90deg,var(--border)_1px,transparent_1px)] bg-[size:40px_40px]" />
            {[
              ["22%", "30%"],
              ["58%", "48%"],
              ["38%", "70%"],
              ["75%", "22%"],
            ].map(([left, top]) => (
              <span
                key={`${left}-${top}`}
                className="absolute flex size-9 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg ring-4 ring-primary/25"
                style={{ left, top }}
              >
                <MapPinIcon className="size-5" />
              </span>
            ))}
          </div>
        </section>

        <section aria-labelledby="features-heading" className="border-t bg-muted/40">
          <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
            <h2
              id="features-heading"
              className="mb-10 text-2xl font-bold tracking-tight sm:text-3xl"
            >
              Everything a hauling day needs
            </h2>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {features.map(({ icon: Icon, title, text }) => (
                <li key={title} className="rounded-xl border bg-card p-6">
                  <Icon aria-hidden="true" className="mb-4 size-6 text-primary" />
                  <h3 className="mb-2 font-semibold">{title}</h3>
                  <p className="text-sm text-muted-foreground">{text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      </main>

      <footer className="border-t">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:px-6">
          <Logo className="text-foreground" />
          <nav aria-label="Footer" className="flex gap-4">
            <ScreenLink className="hover:text-foreground hover:underline" to="/sign-in">
              Sign In
            </ScreenLink>
            <ScreenLink className="hover:text-foreground hover:underline" to="/sign-up">
              Sign Up
            </ScreenLink>
            <ScreenLink className="hover:text-foreground hover:underline" to="/select-role">
              Choose your interface
            </ScreenLink>
          </nav>
          {/* Rendered to HTML at build time; a new year may have begun since. */}
          <p suppressHydrationWarning>© {clock.now().getFullYear()} Haulwise</p>
        </div>
      </footer>
    </div>
  );
}
