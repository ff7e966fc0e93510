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
import { roleOf } from "@/lib/session";

/** `id` makes a topic a link target (`/help#id`), opened when the page is visited at it. */
type Topic = { question: string; answer: React.ReactNode; id?: string };

const linkClass = "font-medium text-primary underline underline-offset-4";

/** The answer about plans, left out where the installation sells none. */
const PLANS_TOPIC = "plans";

const gettingStarted: Topic[] = [
  {
    question: "I did not get the verification e-mail",
    answer: (
      <>
        Check your spam folder first. Links work for one hour; to get a fresh one, open{" "}
        <Link className={linkClass} to="/verify">
          the verification page
        </Link>{" "}
        and choose Resend verification email, or simply try to sign in: an unverified account gets a
        new link automatically.
      </>
    ),
  },
  {
    question: "I forgot my password",
    answer: (
      <>
        Use{" "}
        <Link className={linkClass} to="/reset-password">
          Forgot password
        </Link>{" "}
        on the sign-in page. We e-mail you a link to choose a new one. For your safety, resetting
        signs you out on every device.
      </>
    ),
  },
  {
    question: "I picked the wrong role when I signed up",
    answer: (
      <>
        Go to Account Settings and choose Change role, or open{" "}
        <Link className={linkClass} to="/select-role?change=1">
          Choose Your Interface
        </Link>
        . Your account stays the same; only the screens you see change.
      </>
    ),
  },
];

const contractorTopics: Topic[] = [
  {
    question: "How do I post a job?",
    answer:
      "Open Jobs and choose New Job. Give it a title, the site address and a start date. Each job gets its own number so your crew and office talk about the same thing.",
  },
  {
    question: "How do I add drivers to my company?",
    answer:
      "Open Drivers and invite them by e-mail. The invitation links to sign-up; once they accept they join your company and you can assign them to jobs.",
  },
  {
    question: "Where can I see my trucks?",
    id: "live-map",
    answer: (
      <div className="grid gap-2">
        <p>
          On the live maps: the Tracking tab of your{" "}
          <Link className={linkClass} to="/contractor-dashboard?tab=tracking">
            Contractor Dashboard
          </Link>
          , Show Map on Jobs, a job's Active Drivers tab, and Fleet Location on the Dashboard. A
          truck shows while its driver is on duty with Haulwise open, or with a background tracker
          app. Choose a driver to see where they went today. Vehicles lists your trucks and who
          drives each one.
        </p>
        <p>
          Red means moving, orange idle (in one place for 10 minutes or more on a job), grey that
          the phone stopped reporting: "Tracking paused" when Haulwise went off screen, "Stopped
          sharing" when it was closed. Grey is not idle: the driver may still be working.
        </p>
        <p>
          A job's site shows as a pin. Set it on the job's Active Drivers tab with Set job location:
          type the address and press Find on map (Haulwise finds its ZIP code or town without any
          online service), then click the map where the site is and save.
        </p>
      </div>
    ),
  },
  {
    question: "What do the alerts tell me?",
    answer:
      "'{name} may be inactive' when a driver on a job has stayed in one place for 10 minutes while sharing, and '{name} has stopped sharing location' when a driver goes off duty or closes Haulwise and does not come back within a few seconds. Each is said once, in the bell and as a browser notification if you allowed them, and stays open on the map until it is over. Positions a phone kept without signal fill in the driver's route but never raise an alert.",
  },
  {
    question: "How do I change my company logo or name?",
    answer:
      "Account Settings, Profile tab: choose an image (PNG, JPEG, WebP or GIF, under 5 MB), check the preview, then Upload. The company name is saved with the rest of the profile.",
  },
  {
    question: "Do I need a paid plan?",
    id: PLANS_TOPIC,
    answer: (
      <>
        Only for a bigger fleet. Your plan sets how many trucks the live map shows when no job is
        chosen: Free up to {PLANS.free.truckLimit}, Pro up to {PLANS.pro.truckLimit}, Business every
        one. When more drivers share their position than your plan shows, Choose drivers on the
        map's banner picks who stays on it. Compare plans on{" "}
        <Link className={linkClass} to="/subscription">
          Subscription
        </Link>
        ; Manage Payment there switches plan or cycle, or cancels at the end of the period you paid
        for.
      </>
    ),
  },
];

const driverTopics: Topic[] = [
  {
    question: "Where do I see my work?",
    answer:
      "My Jobs lists the jobs you are assigned to; Schedule shows them in the order they start. Documents holds the tickets and plans your contractor sent you.",
  },
  {
    question: "How does sharing my location work?",
    id: "sharing-your-location",
    answer: (
      <div className="grid gap-2">
        <p>
          Turn on On duty at the top of your Driver Dashboard. While you are on duty and Haulwise is
          open on your screen, it sends your position to your company: about every 5 seconds while
          you drive, and once a minute while you stand still. Your contractor sees your truck on
          their map. Off duty, nothing is shared.
        </p>
        <p>
          The line under On duty tells you what is happening: "Sharing your location · sent 12 s
          ago" means your contractor has your position from 12 seconds ago.
        </p>
      </div>
    ),
  },
  {
    question: "What pauses sharing?",
    answer: (
      <div className="grid gap-2">
        <p>
          Browsers only report your position while the page is on screen. Locking the phone,
          switching to another app (a navigation app too) or another browser tab pauses sharing, and
          no position is recorded until Haulwise is back on screen. Your contractor sees "Tracking
          paused", not "idle", so a pause never looks like you stopped working.
        </p>
        <p>
          While you are on duty Haulwise keeps the screen on where the phone allows it; battery
          saver can prevent that. Closing Haulwise or going off duty tells your contractor you
          stopped sharing.
        </p>
      </div>
    ),
  },
  {
    question: "What happens without signal?",
    answer:
      "Your positions are kept on the phone and sent, in order and each once, when the signal returns; the line says how many are waiting. Going on or off duty without signal works too: your contractor sees it when you are back online.",
  },
  {
    question: "Can my position be shared with the phone locked?",
    answer: (
      <>
        Not by a browser. For that, use a tracker app such as Traccar Client: in{" "}
        <Link className={linkClass} to="/account-settings">
          Account Settings
        </Link>
        , under Background tracking apps, create a device token and follow the steps shown. While
        the app reports, you are on duty and on your contractor's map, whether Haulwise is open or
        not; when its reports stop, your contractor sees "Tracking paused", and half an hour later
        you go off duty by yourself. Set it to report every 60 seconds or more often. You can revoke
        the token at any time.
      </>
    ),
  },
  {
    question: "Why does Haulwise ask for my location?",
    answer:
      "So that your contractor can see where your truck is without calling you while you drive. It is only sent while you are on duty. You can turn the permission off at any time in your browser settings.",
  },
  {
    question: "Can I install Haulwise on my phone?",
    answer:
      "Yes. In Chrome choose Install app (or Add to Home screen) from the menu; in Safari on iPhone choose Share, then Add to Home Screen. The installed app opens even without signal, showing what it loaded last.",
  },
  {
    question: "Can I record my loads and hours?",
    answer:
      "Yes. On your Driver Dashboard, Record a Load takes the job, material, quantity, unit, ticket number and a photo of the ticket, delivered now or started at the pit and completed at the site; Submit Daily Metrics takes your loads, hours, miles and fuel for the day, and sending it again corrects today's entry. A job's own page has Record a Load too. Without signal they wait on your phone and are sent once when it returns.",
  },
  {
    question: "Where do I keep my licence details?",
    answer:
      "Profile, in the sidebar: licence number, state and expiry, years of experience and your address. Only your company sees them.",
  },
  {
    question: "Does it work with a weak signal?",
    answer:
      "Haulwise keeps the screens you opened and your position on the phone, so it opens and keeps recording without signal; what you record is sent when you are back online. Changing other things (a document, your profile) needs a connection; a save that fails keeps what you typed so you can try again.",
  },
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
  const forContractors = useMemo(
    () => (plans ? contractorTopics : contractorTopics.filter((topic) => topic.id !== PLANS_TOPIC)),
    [plans],
  );
  return (
    <div className="grid gap-8">
      <PageHeader
        title="Help & Support"
        description="Answers to the questions contractors and drivers ask most."
      />
      <section aria-labelledby="help-getting-started" className="grid gap-3">
        <h2 id="help-getting-started" className="text-lg font-semibold">
          Your account
        </h2>
        <TopicList topics={gettingStarted} />
      </section>
      <section aria-labelledby="help-by-role" className="grid gap-3">
        <h2 id="help-by-role" className="text-lg font-semibold">
          Using Haulwise
        </h2>
        <Tabs defaultValue={role === "driver" ? "drivers" : "contractors"}>
          <TabsList>
            <TabsTrigger value="contractors">For contractors</TabsTrigger>
            <TabsTrigger value="drivers">For drivers</TabsTrigger>
          </TabsList>
          <TabsContent value="contractors">
            <TopicList topics={forContractors} />
          </TabsContent>
          <TabsContent value="drivers">
            <TopicList topics={driverTopics} />
          </TabsContent>
        </Tabs>
      </section>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <MailIcon aria-hidden="true" className="size-5 text-primary" />
            Still stuck?
          </CardTitle>
          <CardDescription>
            Write to us and say which screen you were on and what you expected to happen.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <a className={linkClass} href="mailto:support@haulwise.app">
            support@haulwise.app
          </a>
          <p className="mt-1 text-sm text-muted-foreground">
            We answer on working days, usually within a few hours.
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
