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
import { t } from "@/lib/i18n";
import { ScreenLink, useScreenSession } from "@/lib/public-screen";
import { roleOf } from "@/lib/session";

const features: { icon: LucideIcon; title: () => string; text: () => string }[] = [
  {
    icon: MapPinIcon,
    title: () => t("public.landing.mapTitle"),
    text: () => t("public.landing.mapText"),
  },
  {
    icon: TruckIcon,
    title: () => t("public.landing.crewTitle"),
    text: () => t("public.landing.crewText"),
  },
  {
    icon: BriefcaseIcon,
    title: () => t("public.landing.jobsTitle"),
    text: () => t("public.landing.jobsText"),
  },
  {
    icon: EyeIcon,
    title: () => t("public.landing.shareTitle"),
    text: () => t("public.landing.shareText"),
  },
  {
    icon: FileTextIcon,
    title: () => t("public.landing.paperTitle"),
    text: () => t("public.landing.paperText"),
  },
  {
    icon: SmartphoneIcon,
    title: () => t("public.landing.cabTitle"),
    text: () => t("public.landing.cabText"),
  },
];

/** `/`: the public landing page, without the app shell. */
export function LandingRoute() {
  const { me } = useScreenSession();
  const signedIn = Boolean(me?.profile);
  return (
    <div className="flex min-h-svh flex-col">
      <title>{t("public.landing.pageTitle")}</title>
      <header className="border-b">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
          <ScreenLink
            to="/"
            className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
          >
            <Logo />
          </ScreenLink>
          <nav aria-label={t("public.landing.accountNav")} className="flex items-center gap-2">
            {signedIn ? (
              <Button asChild>
                <ScreenLink to={dashboardPathFor(roleOf(me))}>
                  {t("public.landing.goToDashboard")}
                </ScreenLink>
              </Button>
            ) : (
              <>
                <Button asChild {...announcedAsButton} variant="ghost">
                  <ScreenLink to="/sign-in">{t("public.landing.signIn")}</ScreenLink>
                </Button>
                <Button asChild {...announcedAsButton}>
                  <ScreenLink to="/sign-up">{t("public.landing.signUp")}</ScreenLink>
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
              {t("public.landing.kicker")}
            </p>
            <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
              {t("public.landing.headline")}
            </h1>
            <p className="max-w-xl text-lg text-muted-foreground">{t("public.landing.pitch")}</p>
            <div className="flex flex-wrap gap-3">
              <Button asChild {...announcedAsButton} size="lg">
                <ScreenLink to="/sign-up">
                  {t("public.landing.signUpNow")}
                  <ArrowRightIcon aria-hidden="true" />
                </ScreenLink>
              </Button>
              <Button asChild size="lg" variant="outline">
                <ScreenLink to="/select-role">{t("public.landing.chooseInterface")}</ScreenLink>
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
              {t("public.landing.featuresHeading")}
            </h2>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {features.map(({ icon: Icon, title, text }) => (
                <li key={title()} className="rounded-xl border bg-card p-6">
                  <Icon aria-hidden="true" className="mb-4 size-6 text-primary" />
                  <h3 className="mb-2 font-semibold">{title()}</h3>
                  <p className="text-sm text-muted-foreground">{text()}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      </main>

      <footer className="border-t">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:px-6">
          <Logo className="text-foreground" />
          <nav aria-label={t("public.landing.footerNav")} className="flex gap-4">
            <ScreenLink className="hover:text-foreground hover:underline" to="/sign-in">
              {t("public.landing.signIn")}
            </ScreenLink>
            <ScreenLink className="hover:text-foreground hover:underline" to="/sign-up">
              {t("public.landing.signUp")}
            </ScreenLink>
            <ScreenLink className="hover:text-foreground hover:underline" to="/select-role">
              {t("public.landing.chooseInterface")}
            </ScreenLink>
          </nav>
          {/* Rendered to HTML at build time; a new year may have begun since. */}
          <p suppressHydrationWarning>
            {t("public.landing.copyright", { year: clock.now().getFullYear() })}
          </p>
        </div>
      </footer>
    </div>
  );
}
