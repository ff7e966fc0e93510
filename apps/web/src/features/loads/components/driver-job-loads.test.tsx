import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderRoute } from "@/test/render-route";
import { DriverJobLoads } from "./driver-job-loads";

afterEach(() => {
  vi.restoreAllMocks();
});

const job = { id: "j1", title: "Riverside haul", jobNumber: "JOB-123456" };

describe("recording a load from the driver's job page", () => {
  it("offers the ticket form for the job, without asking which job", () => {
    renderRoute(<DriverJobLoads job={{ ...job, status: "active" }} />, { path: "/" });
    expect(screen.getByRole("form", { name: "Record a Load" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Job")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Record Load" })).toBeInTheDocument();
  });

  it("offers nothing on a job that is closed", () => {
    renderRoute(<DriverJobLoads job={{ ...job, status: "closed" }} />, { path: "/" });
    expect(screen.queryByRole("form", { name: "Record a Load" })).not.toBeInTheDocument();
  });
});
