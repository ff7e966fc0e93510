import type * as React from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { LoadingScreen } from "@/components/loading-screen";
import { NotFound } from "./not-found";
import { RootLayout } from "./root-layout";
import { RouteError } from "./route-error";
import { RouteGuard } from "./route-guard";
import { AppShell } from "./shell/app-shell";

type ScreenModule = Record<string, React.ComponentType>;

/** Route-level code splitting: each screen's code loads the first time it is visited. */
function screen<M extends ScreenModule>(load: () => Promise<M>, name: keyof M & string) {
  return async () => {
    const module = await load();
    return { Component: module[name] };
  };
}

const contractorOnly = ["contractor"] as const;
const driverOnly = ["driver"] as const;

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: LoadingScreen,
    errorElement: <RouteError />,
    children: [
      // No shell (spec part 1 §2): landing, sign-in, sign-up, select-role.
      {
        path: "/",
        lazy: screen(() => import("@/features/landing/routes/landing"), "LandingRoute"),
      },
      {
        path: "/sign-in",
        lazy: screen(() => import("@/features/auth/routes/sign-in"), "SignInRoute"),
      },
      {
        path: "/sign-up",
        lazy: screen(() => import("@/features/auth/routes/sign-up"), "SignUpRoute"),
      },
      {
        path: "/select-role",
        lazy: screen(() => import("@/features/onboarding/routes/select-role"), "SelectRoleRoute"),
      },
      // Public screens reached from e-mails; no session, so no shell either.
      {
        path: "/verify",
        lazy: screen(() => import("@/features/auth/routes/verify"), "VerifyRoute"),
      },
      {
        path: "/reset-password",
        lazy: screen(() => import("@/features/auth/routes/reset-password"), "ResetPasswordRoute"),
      },
      {
        path: "/update-password",
        lazy: screen(() => import("@/features/auth/routes/update-password"), "UpdatePasswordRoute"),
      },
      {
        path: "/messaging",
        lazy: screen(() => import("@/features/auth/routes/messaging"), "MessagingRoute"),
      },
      {
        Component: () => <RouteGuard allow="any" requireProfile={false} />,
        children: [
          {
            path: "/profile-setup",
            lazy: screen(
              () => import("@/features/onboarding/routes/profile-setup"),
              "ProfileSetupRoute",
            ),
          },
        ],
      },
      // Reached from an invitation e-mail, signed in or not.
      {
        path: "/invitations/:token",
        lazy: screen(
          () => import("@/features/invitations/routes/accept-invitation"),
          "AcceptInvitationRoute",
        ),
      },

      // A page to print: the sheet alone, without the shell around it.
      {
        Component: () => <RouteGuard allow={contractorOnly} />,
        children: [
          {
            path: "/jobs/:jobId/haul-sheet",
            lazy: screen(() => import("@/features/loads/routes/haul-sheet"), "HaulSheetRoute"),
          },
        ],
      },

      {
        Component: AppShell,
        children: [
          {
            Component: () => <RouteGuard allow="any" />,
            children: [
              // The general dashboard, for roles other than contractor and driver.
              {
                path: "/dashboard",
                lazy: screen(() => import("./routes/dashboard"), "DashboardPage"),
              },

              {
                path: "/account-settings",
                lazy: screen(() => import("./routes/account-settings"), "AccountSettingsPage"),
              },
              {
                path: "/help",
                lazy: screen(() => import("@/features/help/routes/help"), "HelpRoute"),
              },

              // Read-only job view: its company, its drivers and people given access.
              {
                path: "/jobs/:jobId/view",
                lazy: screen(() => import("./routes/job-view"), "JobViewPage"),
              },
            ],
          },
          {
            Component: () => <RouteGuard allow={contractorOnly} />,
            children: [
              {
                path: "/jobs",
                lazy: screen(() => import("./routes/jobs-list"), "JobsPage"),
              },
              {
                path: "/jobs/new",
                lazy: screen(() => import("@/features/jobs/routes/new-job"), "NewJobRoute"),
              },
              {
                path: "/jobs/:jobId",
                lazy: screen(() => import("./routes/job-detail"), "JobDetailPage"),
              },

              {
                path: "/contractor-dashboard",
                lazy: screen(
                  () => import("./routes/contractor-dashboard"),
                  "ContractorDashboardPage",
                ),
              },
              {
                path: "/subscription",
                lazy: screen(
                  () => import("@/features/subscription/routes/subscription"),
                  "SubscriptionRoute",
                ),
              },
              {
                path: "/subscription/checkout/:checkoutId",
                lazy: screen(
                  () => import("@/features/subscription/routes/checkout"),
                  "CheckoutRoute",
                ),
              },
              {
                path: "/subscription/manage",
                lazy: screen(
                  () => import("@/features/subscription/routes/manage-subscription"),
                  "ManageSubscriptionRoute",
                ),
              },

              {
                path: "/drivers",
                lazy: screen(() => import("@/features/drivers/routes/drivers"), "DriversRoute"),
              },
              {
                path: "/drivers/invite",
                lazy: screen(
                  () => import("@/features/invitations/routes/invite-drivers"),
                  "InviteDriversRoute",
                ),
              },
              {
                path: "/vehicles",
                lazy: screen(() => import("@/features/trucks/routes/trucks"), "TrucksRoute"),
              },
              {
                path: "/vehicles/new",
                lazy: screen(() => import("@/features/trucks/routes/new-truck"), "NewTruckRoute"),
              },
              {
                path: "/vehicles/:truckId/edit",
                lazy: screen(() => import("@/features/trucks/routes/edit-truck"), "EditTruckRoute"),
              },
              {
                path: "/contractor-profile",
                lazy: screen(
                  () => import("@/features/company/routes/contractor-profile"),
                  "ContractorProfileRoute",
                ),
              },
            ],
          },
          {
            Component: () => <RouteGuard allow={driverOnly} />,
            children: [
              {
                path: "/driver-jobs",
                lazy: screen(
                  () => import("@/features/driver-work/routes/driver-jobs"),
                  "DriverJobsRoute",
                ),
              },
              {
                path: "/driver-documents",
                lazy: screen(
                  () => import("@/features/driver-work/routes/driver-documents"),
                  "DriverDocumentsRoute",
                ),
              },
              {
                path: "/driver-schedule",
                lazy: screen(
                  () => import("@/features/driver-work/routes/driver-schedule"),
                  "DriverScheduleRoute",
                ),
              },

              {
                path: "/driver-dashboard",
                lazy: screen(() => import("./routes/driver-dashboard"), "DriverDashboardPage"),
              },
              {
                path: "/driver-map",
                lazy: screen(
                  () => import("@/features/live-map/routes/driver-map"),
                  "DriverMapRoute",
                ),
              },
              {
                path: "/driver-profile",
                lazy: screen(
                  () => import("@/features/driver-profile/routes/driver-profile"),
                  "DriverProfileRoute",
                ),
              },
            ],
          },
        ],
      },
      { path: "*", Component: NotFound },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
