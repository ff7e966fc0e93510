// The benchmark page: a job's Load Cycles tab as the app renders it, its two reads answered
// from days generated before the clock starts. `?trucks=50&days=30`.
import "@/index.css";
import type { Job } from "@haulwise/domain";
import { QueryClientProvider } from "@tanstack/react-query";
import { createRoot } from "react-dom/client";
import { MemoryRouter } from "react-router";
import { JobCyclesTab } from "@/features/cycles/components/job-cycles-tab";
import { ALL_PARTS, activateLanguage } from "@/lib/i18n";
import { createQueryClient } from "@/lib/query-client";
import { haulDay } from "./haul-days";

// The words on screen, in English, as the app loads them before its first render.
await activateLanguage("en", ALL_PARTS);

const params = new URLSearchParams(location.search);
const trucks = Number(params.get("trucks") ?? 50);
const days = Number(params.get("days") ?? 30);

const pad = (n: number) => String(n).padStart(2, "0");
const dayOf = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const today = new Date();
const dates = Array.from({ length: days }, (_, i) => {
  const date = new Date(today);
  date.setDate(date.getDate() - i);
  return dayOf(date);
});
const answers = new Map(dates.map((day) => [day, haulDay(day, trucks)]));

window.fetch = async (input) => {
  const url = new URL(String(input), location.href);
  const from = new Date(url.searchParams.get("from") ?? "");
  const day = answers.get(dayOf(from));
  const body = url.pathname.endsWith("/reconciliation") ? day?.reconciliation : day?.cycles;
  return new Response(body ?? "{}", {
    status: body ? 200 : 404,
    headers: { "content-type": "application/json" },
  });
};

type Bench = { ready: boolean; dates: string[]; bareParseMs: number };
const bench: Bench = { ready: false, dates, bareParseMs: 0 };
(window as unknown as { bench: Bench }).bench = bench;

// The floor under the screen: only reading the same answers' JSON, on the same thread.
const started = performance.now();
for (const answer of answers.values()) {
  JSON.parse(answer.cycles);
  JSON.parse(answer.reconciliation);
}
bench.bareParseMs = (performance.now() - started) / answers.size;

const queryClient = createQueryClient({ retry: false });
createRoot(document.getElementById("root") as HTMLElement).render(
  <QueryClientProvider client={queryClient}>
    <MemoryRouter>
      {/* The tab reads only the job's id. */}
      <JobCyclesTab job={{ id: "j1", title: "Riverside haul" } as Job} />
    </MemoryRouter>
  </QueryClientProvider>,
);
bench.ready = true;
