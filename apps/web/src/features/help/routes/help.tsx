import { PLANS } from "@haulwise/domain";
import { ChevronDownIcon, MailIcon } from "lucide-react";
import type * as React from "react";
import { useEffect, useMemo } from "react";
import { Link, useLocation } from "react-router";
import { useMe } from "@/api/get-me";
import { sellsPlans, useSubscription } from "@/api/get-subscription";
import { PageHeader } from "@/components/page-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { t, useLanguage } from "@/lib/i18n";
import { roleOf } from "@/lib/session";

/** `id` makes a topic a link target (`/help#id`), opened when the page is visited at it. */
type Topic = { question: string; answer: React.ReactNode; id?: string };

const linkClass = "font-medium text-primary underline underline-offset-4";

/** The answer about plans, left out where the installation sells none. */
const PLANS_TOPIC = "plans";

const SUPPORT_ADDRESS = "support@haulwise.app";

/** A sentence with one link inside it: the words before, the link's, and those after. */
function Linked({
  before,
  to,
  link,
  after,
}: {
  before: string;
  to: string;
  link: string;
  after: string;
}) {
  return (
    <>
      {before}{" "}
      <Link className={linkClass} to={to}>
        {link}
      </Link>
      {after.startsWith(",") || after.startsWith(".") || after.startsWith(";") ? "" : " "}
      {after}
    </>
  );
}

/** The topics of each list, in the language on screen (read when the page renders). */
const gettingStarted = (): Topic[] => [
  {
    question: t("help.verification.q"),
    answer: (
      <Linked
        before={t("help.verification.before")}
        to="/verify"
        link={t("help.verification.link")}
        after={t("help.verification.after")}
      />
    ),
  },
  {
    question: t("help.forgot.q"),
    answer: (
      <Linked
        before={t("help.forgot.before")}
        to="/reset-password"
        link={t("help.forgot.link")}
        after={t("help.forgot.after")}
      />
    ),
  },
  {
    question: t("help.role.q"),
    answer: (
      <Linked
        before={t("help.role.before")}
        to="/select-role?change=1"
        link={t("help.role.link")}
        after={t("help.role.after")}
      />
    ),
  },
];

const contractorTopics = (): Topic[] => [
  { question: t("help.postJob.q"), answer: t("help.postJob.a") },
  { question: t("help.addDrivers.q"), answer: t("help.addDrivers.a") },
  {
    question: t("help.trucks.q"),
    id: "live-map",
    answer: (
      <div className="grid gap-2">
        <p>
          <Linked
            before={t("help.trucks.before")}
            to="/contractor-dashboard?tab=tracking"
            link={t("help.trucks.link")}
            after={t("help.trucks.after")}
          />
        </p>
        <p>{t("help.trucks.colors")}</p>
        <p>{t("help.trucks.site")}</p>
      </div>
    ),
  },
  { question: t("help.alerts.q"), answer: t("help.alerts.a") },
  { question: t("help.logo.q"), answer: t("help.logo.a") },
  {
    question: t("help.plans.q"),
    id: PLANS_TOPIC,
    answer: (
      <Linked
        before={t("help.plans.before", {
          free: PLANS.free.truckLimit,
          pro: PLANS.pro.truckLimit,
        })}
        to="/subscription"
        link={t("help.plans.link")}
        after={t("help.plans.after")}
      />
    ),
  },
];

const driverTopics = (): Topic[] => [
  { question: t("help.work.q"), answer: t("help.work.a") },
  {
    question: t("help.sharing.q"),
    id: "sharing-your-location",
    answer: (
      <div className="grid gap-2">
        <p>{t("help.sharing.p1")}</p>
        <p>{t("help.sharing.p2")}</p>
      </div>
    ),
  },
  {
    question: t("help.pauses.q"),
    answer: (
      <div className="grid gap-2">
        <p>{t("help.pauses.p1")}</p>
        <p>{t("help.pauses.p2")}</p>
      </div>
    ),
  },
  { question: t("help.signal.q"), answer: t("help.signal.a") },
  {
    question: t("help.locked.q"),
    answer: (
      <Linked
        before={t("help.locked.before")}
        to="/account-settings"
        link={t("help.locked.link")}
        after={t("help.locked.after")}
      />
    ),
  },
  { question: t("help.whyLocation.q"), answer: t("help.whyLocation.a") },
  { question: t("help.install.q"), answer: t("help.install.a") },
  { question: t("help.record.q"), answer: t("help.record.a") },
  { question: t("help.licence.q"), answer: t("help.licence.a") },
  { question: t("help.weakSignal.q"), answer: t("help.weakSignal.a") },
];

function TopicList({ topics }: { topics: Topic[] }) {
  const { hash } = useLocation();
  // A link to one answer ("How sharing works") opens it and brings it into view.
  useEffect(() => {
    if (hash && topics.some((topic) => `#${topic.id}` === hash)) {
      document.getElementById(hash.slice(1))?.scrollIntoView({ block: "start" });
    }
  }, [hash, topics]);
  return (
    <div className="divide-y rounded-lg border">
      {topics.map(({ question, answer, id }) => (
        <details
          key={question}
          id={id}
          open={id !== undefined && hash === `#${id}` ? true : undefined}
          className="group scroll-mt-20"
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 font-medium outline-none hover:bg-muted/50 focus-visible:ring-[3px] focus-visible:ring-ring/60 [&::-webkit-details-marker]:hidden">
            {question}
            <ChevronDownIcon
              aria-hidden="true"
              className="size-4 shrink-0 transition-transform group-open:rotate-180"
            />
          </summary>
          <div className="px-4 pb-4 text-sm leading-relaxed text-muted-foreground">{answer}</div>
        </details>
      ))}
    </div>
  );
}

/** /help: answers for both roles; the signed-in person's own role opens first. */
export function HelpRoute() {
  const me = useMe();
  const role = roleOf(me.data);
  const subscription = useSubscription({ enabled: role === "contractor" });
  const plans = sellsPlans(subscription.data);
  const language = useLanguage();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the topics are read in the language on screen
  const forContractors = useMemo(
    () =>
      plans ? contractorTopics() : contractorTopics().filter((topic) => topic.id !== PLANS_TOPIC),
    [plans, language],
  );
  return (
    <div className="grid gap-8">
      <PageHeader title={t("help.title")} description={t("help.description")} />
      <section aria-labelledby="help-getting-started" className="grid gap-3">
        <h2 id="help-getting-started" className="text-lg font-semibold">
          {t("help.yourAccount")}
        </h2>
        <TopicList topics={gettingStarted()} />
      </section>
      <section aria-labelledby="help-by-role" className="grid gap-3">
        <h2 id="help-by-role" className="text-lg font-semibold">
          {t("help.usingHaulwise")}
        </h2>
        <Tabs defaultValue={role === "driver" ? "drivers" : "contractors"}>
          <TabsList>
            <TabsTrigger value="contractors">{t("help.forContractors")}</TabsTrigger>
            <TabsTrigger value="drivers">{t("help.forDrivers")}</TabsTrigger>
          </TabsList>
          <TabsContent value="contractors">
            <TopicList topics={forContractors} />
          </TabsContent>
          <TabsContent value="drivers">
            <TopicList topics={driverTopics()} />
          </TabsContent>
        </Tabs>
      </section>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <MailIcon aria-hidden="true" className="size-5 text-primary" />
            {t("help.stuck")}
          </CardTitle>
          <CardDescription>{t("help.stuckText")}</CardDescription>
        </CardHeader>
        <CardContent>
          <a className={linkClass} href={`mailto:${SUPPORT_ADDRESS}`}>
            {SUPPORT_ADDRESS}
          </a>
          <p className="mt-1 text-sm text-muted-foreground">{t("help.answerTime")}</p>
        </CardContent>
      </Card>
    </div>
  );
}
