import {
  type NotificationKind,
  notificationEnglish,
  notificationWords,
  SOURCE_LANGUAGE,
} from "@haulwise/domain";
import { describe, expect, it } from "vitest";
import { createTranslator } from "../../i18n/translator.js";
import { notificationKeys } from "./notification-keys.js";

const job = { title: "Riverside gravel haul", jobNumber: "JOB-123456" };

/** What happened, for each kind: the arguments its words are made from. */
const happened: { [K in NotificationKind]: Parameters<(typeof notificationWords)[K]> } = {
  driverJoined: ["Dana Reyes", "Acme Hauling", "dana@example.com"],
  joinRequested: ["Dana Reyes", job],
  assigned: ["Acme Hauling", job],
  requestApproved: ["Acme Hauling", job],
  requestDeclined: ["Acme Hauling", job],
  unassigned: ["Acme Hauling", job],
  documentSent: ["haul-ticket.pdf", job],
  jobShared: ["Acme Hauling", job],
  removedFromCompany: ["Acme Hauling"],
  driverIdle: ["Dana Reyes"],
  customerApproved: ["Pat Lee", "2026-11-28", job],
  customerDisputed: ["Pat Lee", 7, job],
  ticketSentBack: [7, job, "the weight is missing"],
  hoursSentBack: ["2026-11-28", job, "lunch was an hour"],
  payStatementIssued: ["Acme Hauling", 12, "$1,234.50"],
  stoppedSharing: ["Dana Reyes"],
};

const cases = (Object.keys(happened) as NotificationKind[]).map((kind) => {
  const words = (
    notificationWords[kind] as (
      ...args: unknown[]
    ) => ReturnType<(typeof notificationWords)[typeof kind]>
  )(...happened[kind]);
  return [kind, words] as const;
});

describe("a notification's words in the catalogues", () => {
  const translator = createTranslator();
  const render = (language: string, words: (typeof cases)[number][1]) => {
    const { t } = translator.wordingFor(language);
    const keys = notificationKeys[words.kind];
    return { title: t(keys.title, words.values), body: t(keys.body, words.values) };
  };

  it.each(cases)("%s reads in English exactly as notificationTexts says", (_kind, words) => {
    expect(render(SOURCE_LANGUAGE, words)).toEqual(notificationEnglish(words));
  });

  it.each(cases)("%s has its own Spanish, naming what the English names", (_kind, words) => {
    const spanish = render("es", words);
    const english = notificationEnglish(words);
    expect(spanish.title).not.toBe(english.title);
    expect(spanish.body).not.toBe(english.body);
    for (const text of [spanish.title, spanish.body]) expect(text).not.toMatch(/[{}]/);
    // Whatever the English names (people, the job, numbers), the Spanish names too.
    for (const value of Object.values(words.values).map(String)) {
      if (`${english.title} ${english.body}`.includes(value)) {
        expect(`${spanish.title} ${spanish.body}`).toContain(value);
      }
    }
  });

  it("says who stopped sharing, or that a driver did when the name is unknown", () => {
    expect(render("es", notificationWords.stoppedSharing(null)).title).toBe(
      "Un chofer dejó de compartir su ubicación",
    );
    expect(render(SOURCE_LANGUAGE, notificationWords.stoppedSharing(null)).title).toBe(
      "A driver has stopped sharing location",
    );
  });
});
