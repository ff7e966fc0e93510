import { messages } from "@haulwise/domain";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "@/lib/toast";
import { jobList, makeJob, makeMe, mockApi } from "@/test/fixtures";
import { landedAt, renderRoute } from "@/test/render-route";
import { JobDetailRoute } from "./job-detail";
import { JobsRoute } from "./jobs-list";
import { NewJobRoute } from "./new-job";

const job = makeJob();

const me = { status: 200, body: { me: makeMe("contractor") } };

afterEach(() => {
  vi.restoreAllMocks();
});

describe("/jobs", () => {
  it("shows the empty state with Add New Job", async () => {
    mockApi({ "GET /api/session": me, "GET /api/jobs": { status: 200, body: jobList([]) } });
    renderRoute(<JobsRoute />, { path: "/jobs" });
    expect(await screen.findByRole("heading", { name: "No jobs available" })).toBeVisible();
    expect(
      screen.getByText("Add your first job to start organizing documents"),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add New Job" })).toHaveAttribute(
      "href",
      "/jobs/new",
    );
    expect(screen.getByRole("button", { name: "Create Job" })).toBeInTheDocument();
  });

  it("lists number, description, site, status, start, documents and created date, opening the job", async () => {
    const sited = makeJob({
      locationAddress: "1 Quarry Road, Fresno",
      status: "active",
      description: "Gravel from the quarry to the levee",
    });
    mockApi({
      "GET /api/session": me,
      "GET /api/jobs": {
        status: 200,
        body: jobList([sited, makeJob({ id: "j2", title: "Levee fill" })], {
          counts: { total: 24, active: 18 },
        }),
      },
    });
    renderRoute(<JobsRoute />, { path: "/jobs" });
    const link = await screen.findByRole("link", { name: "Riverside haul" });
    expect(link).toHaveAttribute("href", "/jobs/j1");
    expect(screen.getByText(messages.lists.jobsCount(24, 18))).toBeVisible();
    const row = within(screen.getByRole("row", { name: /Riverside haul/ }));
    expect(row.getAllByRole("cell").map((cell) => cell.textContent)).toEqual([
      "Riverside haul#JOB-123456Gravel from the quarry to the levee",
      "1 Quarry Road, Fresno",
      "Active",
      "Dec 01, 2026",
      "2",
      "Jan 05, 2026",
    ]);
    expect(screen.getByRole("heading", { name: messages.jobs.listHeading })).toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: "Created" })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
  });

  it("finds jobs by number, title or site, and by status, through the address", async () => {
    const api = mockApi({
      "GET /api/session": me,
      "GET /api/jobs": (_body, url) => ({
        status: 200,
        body: url.searchParams.has("q") ? jobList([], { counts: { total: 24 } }) : jobList([job]),
      }),
    });
    const { user, router } = renderRoute(<JobsRoute />, { path: "/jobs" });
    await screen.findByRole("table", { name: "Jobs" });
    await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "Pending");
    await user.type(screen.getByRole("searchbox", { name: "Search jobs" }), "levee{Enter}");
    expect(router.state.location.search).toBe("?status=pending&q=levee");
    expect(await screen.findByText("Searching for “levee” · Status: Pending")).toBeVisible();
    expect(api.calls.at(-1)?.url.search).toBe("?pageSize=50&q=levee&status=pending");
  });

  it("says 'Error fetching jobs' in a toast when the list fails", async () => {
    mockApi({ "GET /api/session": me, "GET /api/jobs": { status: 500, body: {} } });
    const error = vi.spyOn(toast, "error");
    renderRoute(<JobsRoute />, { path: "/jobs" });
    expect(await screen.findByRole("button", { name: "Try again" })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith("Error fetching jobs", {
      description: "There was a problem loading your jobs.",
      id: "jobs-fetch",
    });
  });
});

describe("/jobs/new", () => {
  it("creates the job, says so and goes to the contractor dashboard", async () => {
    const api = mockApi({ "POST /api/jobs": { status: 201, body: job } });
    const success = vi.spyOn(toast, "success");
    const { user } = renderRoute(<NewJobRoute />, { path: "/jobs/new" });
    expect(screen.getByRole("heading", { name: messages.jobs.createTitle })).toBeVisible();
    await user.type(screen.getByLabelText("Title"), job.title);
    await user.type(screen.getByLabelText("Location"), job.location);
    await user.type(screen.getByLabelText("Start date"), job.startDate);
    await user.type(screen.getByLabelText("Description"), job.description);
    await user.click(screen.getByRole("button", { name: "Create Job" }));
    expect(await landedAt()).toBe("/contractor-dashboard");
    expect(success).toHaveBeenCalledWith(messages.jobs.created);
    expect(api.calls.find((c) => c.key === "POST /api/jobs")?.body).toMatchObject({
      title: job.title,
      startDate: job.startDate,
    });
  });

  it("Cancel goes back to the contractor dashboard", async () => {
    const { user } = renderRoute(<NewJobRoute />, { path: "/jobs/new" });
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(await landedAt()).toBe("/contractor-dashboard");
  });
});

describe("/jobs/:jobId", () => {
  it("shows 'Error Loading Job' and 'Job not found' with a way back", async () => {
    mockApi({
      "GET /api/jobs/missing": {
        status: 404,
        body: { error: { code: "NOT_FOUND", message: "Job not found" } },
      },
    });
    renderRoute(<JobDetailRoute metricsTab={() => null} />, {
      path: "/jobs/:jobId",
      initialEntry: "/jobs/missing",
    });
    expect(
      await screen.findByRole("heading", { name: messages.jobs.errorLoadingJob }),
    ).toBeVisible();
    expect(screen.getByText(messages.jobs.jobNotFound)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: messages.jobs.returnToJobs })).toHaveAttribute(
      "href",
      "/jobs",
    );
  });

  it("shows the header card and the empty Documents tab", async () => {
    mockApi({
      "GET /api/jobs/j1": { status: 200, body: { ...job, description: " " } },
      "GET /api/jobs/j1/documents": { status: 200, body: { documents: [] } },
      "GET /api/drivers": { status: 200, body: { drivers: [] } },
    });
    renderRoute(<JobDetailRoute metricsTab={() => null} />, {
      path: "/jobs/:jobId",
      initialEntry: "/jobs/j1",
    });
    expect(await screen.findByRole("heading", { name: job.title })).toBeVisible();
    expect(screen.getByText(messages.jobs.noDescription)).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Documents" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Active Drivers" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Metrics & Loads" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "No Documents Yet" })).toBeVisible();
    expect(
      screen.getByRole("button", { name: messages.documents.uploadFirst }),
    ).toBeInTheDocument();
  });
});
