import type { QueryClient } from "@tanstack/react-query";
import type * as React from "react";
import { createBrowserRouter, type RouteObject, redirect } from "react-router";
import { LoadingScreen } from "@/components/loading-screen";
import { importOrReload } from "@/lib/chunk-reload";
import type { ScreenPrefetch } from "@/lib/screen-prefetch";
import type { AllowedRoles } from "@/lib/session";
import { NotFound } from "./not-found";
import { RootLayout } from "./root-layout";
import { RouteError } from "./route-error";
import { RouteGuard } from "./route-guard";
import { prefetchLoader, routerContextWith } from "./screen-prefetch";

/** A screen's module: its component, and what it reads first (see screen-prefetch.ts). */
type ScreenModule<K extends string> = Record<K, React.ComponentType> & {
  prefetch?: ScreenPrefetch;
};

/**
 * Route-level code splitting: each screen's code (and the signed-in shell's) loads the first
 * time it is visited, so the public pages carry none of it. `module` names the screen's source
 * file: the build maps each route to its chunks from it, and the server asks the browser to
 * fetch them alongside the app's own (scripts/build.mjs, apps/server/src/http/web.ts).
 * A module that exports `prefetch` has it run each time its route is entered.
 */
function screen<K extends string>(
  module: string,
  load: () => Promise<ScreenModule<K>>,
  name: K,
  /** Who may open the screen, as its route guard has it: nobody else's entering reads for it. */
  allow: AllowedRoles = "any",
) {
  return {
    handle: { module },
    lazy: async () => {
      const loaded = await importOrReload(load);
      const Component = loaded[name];
      if (!loaded.prefetch) return { Component };
      // Only on entering: once the screen is showing, its queries keep themselves current.
      return {
        Component,
        loader: prefetchLoader(loaded.prefetch, allow),
        shouldRevalidate: () => false,
      };
    },
  };
}

/** Makes a screen's route, as `screen` does, for the roles of the guard it sits under. */
type GuardedScreen = <K extends string>(
  module: string,
  load: () => Promise<ScreenModule<K>>,
  name: K,
) => ReturnType<typeof screen>;

/**
 * A route guard letting `allow` in, over the screens `children` makes: each screen's entering
 * reads are for the same roles, so nobody the guard sends away asks for them.
 */
function guarded(allow: AllowedRoles, children: (screen: GuardedScreen) => RouteObject[]) {
  return {
    Component: () => <RouteGuard allow={allow} />,
    children: children((module, load, name) => screen(module, load, name, allow)),
  };
}

const contractorOnly = ["contractor"] as const satisfies AllowedRoles;
const driverOnly = ["driver"] as const satisfies AllowedRoles;
const contractorOrDriver = ["contractor", "driver"] as const satisfies AllowedRoles;

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: LoadingScreen,
    errorElement: <RouteError />,
    children: [
      // No shell (spec part 1 §2): landing, sign-in, sign-up, select-role.
      {
        path: "/",
        ...screen(
          "src/features/landing/routes/landing.tsx",
          () => import("@/features/landing/routes/landing"),
          "LandingRoute",
        ),
      },
      {
        path: "/sign-in",
        ...screen(
          "src/features/auth/routes/sign-in.tsx",
          () => import("@/features/auth/routes/sign-in"),
          "SignInRoute",
        ),
      },
      {
        path: "/sign-up",
        ...screen(
          "src/features/auth/routes/sign-up.tsx",
          () => import("@/features/auth/routes/sign-up"),
          "SignUpRoute",
        ),
      },
      {
        path: "/select-role",
        ...screen(
          "src/features/onboarding/routes/select-role.tsx",
          () => import("@/features/onboarding/routes/select-role"),
          "SelectRoleRoute",
        ),
      },
      // Public screens reached from e-mails; no session, so no shell either.
      {
        path: "/verify",
        ...screen(
          "src/features/auth/routes/verify.tsx",
          () => import("@/features/auth/routes/verify"),
          "VerifyRoute",
        ),
      },
      {
        path: "/reset-password",
        ...screen(
          "src/features/auth/routes/reset-password.tsx",
          () => import("@/features/auth/routes/reset-password"),
          "ResetPasswordRoute",
        ),
      },
      {
        path: "/update-password",
        ...screen(
          "src/features/auth/routes/update-password.tsx",
          () => import("@/features/auth/routes/update-password"),
          "UpdatePasswordRoute",
        ),
      },
      {
        path: "/messaging",
        ...screen(
          "src/features/auth/routes/messaging.tsx",
          () => import("@/features/auth/routes/messaging"),
          "MessagingRoute",
        ),
      },
      {
        Component: () => <RouteGuard allow="any" requireProfile={false} />,
        children: [
          {
            path: "/profile-setup",
            ...screen(
              "src/features/onboarding/routes/profile-setup.tsx",
              () => import("@/features/onboarding/routes/profile-setup"),
              "ProfileSetupRoute",
            ),
          },
        ],
      },
      // Reached from an invitation e-mail, signed in or not.
      {
        path: "/invitations/:token",
        ...screen(
          "src/features/invitations/routes/accept-invitation.tsx",
          () => import("@/features/invitations/routes/accept-invitation"),
          "AcceptInvitationRoute",
        ),
      },

      // A job shared with its customer: opened by its link, without an account or a shell.
      {
        path: "/shared/:token",
        ...screen(
          "src/app/routes/shared-job.tsx",
          () => import("./routes/shared-job"),
          "SharedJobPage",
        ),
      },

      // A page to print: the sheet alone, without the shell around it.
      guarded(contractorOnly, (screen) => [
        {
          path: "/jobs/:jobId/haul-sheet",
          ...screen(
            "src/features/loads/routes/haul-sheet.tsx",
            () => import("@/features/loads/routes/haul-sheet"),
            "HaulSheetRoute",
          ),
        },
      ]),

      {
        ...screen("src/app/shell/app-shell.tsx", () => import("./shell/app-shell"), "AppShell"),
        children: [
          guarded("any", (screen) => [
            // The general dashboard, for roles other than contractor and driver.
            {
              path: "/dashboard",
              ...screen(
                "src/app/routes/dashboard.tsx",
                () => import("./routes/dashboard"),
                "DashboardPage",
              ),
            },

            {
              path: "/account-settings",
              ...screen(
                "src/app/routes/account-settings.tsx",
                () => import("./routes/account-settings"),
                "AccountSettingsPage",
              ),
            },
            {
              path: "/help",
              ...screen(
                "src/features/help/routes/help.tsx",
                () => import("@/features/help/routes/help"),
                "HelpRoute",
              ),
            },

            // Read-only job view: its company, its drivers and people given access.
            {
              path: "/jobs/:jobId/view",
              ...screen(
                "src/app/routes/job-view.tsx",
                () => import("./routes/job-view"),
                "JobViewPage",
              ),
            },
          ]),
          guarded(contractorOnly, (screen) => [
            {
              path: "/jobs",
              ...screen(
                "src/app/routes/jobs-list.tsx",
                () => import("./routes/jobs-list"),
                "JobsPage",
              ),
            },
            {
              path: "/jobs/new",
              ...screen(
                "src/features/jobs/routes/new-job.tsx",
                () => import("@/features/jobs/routes/new-job"),
                "NewJobRoute",
              ),
            },
            {
              path: "/jobs/:jobId",
              ...screen(
                "src/app/routes/job-detail.tsx",
                () => import("./routes/job-detail"),
                "JobDetailPage",
              ),
            },

            {
              path: "/customers",
              ...screen(
                "src/features/invoicing/routes/customers.tsx",
                () => import("@/features/invoicing/routes/customers"),
                "CustomersRoute",
              ),
            },
            {
              path: "/approvals",
              ...screen(
                "src/features/approvals/routes/approvals.tsx",
                () => import("@/features/approvals/routes/approvals"),
                "ApprovalsRoute",
              ),
            },
            {
              path: "/jobs/:jobId/approval",
              ...screen(
                "src/features/approvals/routes/approval-day.tsx",
                () => import("@/features/approvals/routes/approval-day"),
                "ApprovalDayRoute",
              ),
            },
            {
              path: "/invoices",
              ...screen(
                "src/features/invoicing/routes/invoices.tsx",
                () => import("@/features/invoicing/routes/invoices"),
                "InvoicesRoute",
              ),
            },
            {
              path: "/invoices/:invoiceId",
              ...screen(
                "src/features/invoicing/routes/invoice-detail.tsx",
                () => import("@/features/invoicing/routes/invoice-detail"),
                "InvoiceDetailRoute",
              ),
            },
            {
              path: "/pay-statements",
              ...screen(
                "src/features/pay/routes/pay-statements.tsx",
                () => import("@/features/pay/routes/pay-statements"),
                "PayStatementsRoute",
              ),
            },
            {
              path: "/pay-statements/:statementId",
              ...screen(
                "src/features/pay/routes/pay-statement-detail.tsx",
                () => import("@/features/pay/routes/pay-statement-detail"),
                "PayStatementDetailRoute",
              ),
            },
            {
              path: "/contractor-dashboard",
              ...screen(
                "src/app/routes/contractor-dashboard.tsx",
                () => import("./routes/contractor-dashboard"),
                "ContractorDashboardPage",
              ),
            },
            {
              path: "/subscription",
              ...screen(
                "src/features/subscription/routes/subscription.tsx",
                () => import("@/features/subscription/routes/subscription"),
                "SubscriptionRoute",
              ),
            },
            {
              path: "/subscription/checkout/:checkoutId",
              ...screen(
                "src/features/subscription/routes/checkout.tsx",
                () => import("@/features/subscription/routes/checkout"),
                "CheckoutRoute",
              ),
            },
            {
              path: "/subscription/manage",
              ...screen(
                "src/features/subscription/routes/manage-subscription.tsx",
                () => import("@/features/subscription/routes/manage-subscription"),
                "ManageSubscriptionRoute",
              ),
            },

            {
              path: "/drivers",
              ...screen(
                "src/features/drivers/routes/drivers.tsx",
                () => import("@/features/drivers/routes/drivers"),
                "DriversRoute",
              ),
            },
            {
              path: "/drivers/invite",
              ...screen(
                "src/features/invitations/routes/invite-drivers.tsx",
                () => import("@/features/invitations/routes/invite-drivers"),
                "InviteDriversRoute",
              ),
            },
            {
              path: "/drivers/:driverId",
              ...screen(
                "src/app/routes/driver-detail.tsx",
                () => import("./routes/driver-detail"),
                "DriverDetailPage",
              ),
            },
            {
              path: "/sites",
              ...screen(
                "src/features/live-map/routes/sites.tsx",
                () => import("@/features/live-map/routes/sites"),
                "SitesRoute",
              ),
            },
            {
              path: "/vehicles",
              ...screen(
                "src/features/trucks/routes/trucks.tsx",
                () => import("@/features/trucks/routes/trucks"),
                "TrucksRoute",
              ),
            },
            {
              path: "/vehicles/new",
              ...screen(
                "src/features/trucks/routes/new-truck.tsx",
                () => import("@/features/trucks/routes/new-truck"),
                "NewTruckRoute",
              ),
            },
            {
              path: "/vehicles/:truckId/edit",
              ...screen(
                "src/features/trucks/routes/edit-truck.tsx",
                () => import("@/features/trucks/routes/edit-truck"),
                "EditTruckRoute",
              ),
            },
            {
              path: "/contractor-profile",
              ...screen(
                "src/features/company/routes/contractor-profile.tsx",
                () => import("@/features/company/routes/contractor-profile"),
                "ContractorProfileRoute",
              ),
            },
          ]),
          guarded(driverOnly, (screen) => [
            {
              path: "/my-pay",
              ...screen(
                "src/features/pay/routes/my-pay.tsx",
                () => import("@/features/pay/routes/my-pay"),
                "MyPayRoute",
              ),
            },
            {
              path: "/my-pay/:statementId",
              ...screen(
                "src/features/pay/routes/my-pay-statement.tsx",
                () => import("@/features/pay/routes/my-pay-statement"),
                "MyPayStatementRoute",
              ),
            },
            {
              path: "/driver-jobs",
              ...screen(
                "src/features/driver-work/routes/driver-jobs.tsx",
                () => import("@/features/driver-work/routes/driver-jobs"),
                "DriverJobsRoute",
              ),
            },
            {
              path: "/driver-documents",
              ...screen(
                "src/features/driver-work/routes/driver-documents.tsx",
                () => import("@/features/driver-work/routes/driver-documents"),
                "DriverDocumentsRoute",
              ),
            },
            {
              path: "/driver-schedule",
              ...screen(
                "src/features/driver-work/routes/driver-schedule.tsx",
                () => import("@/features/driver-work/routes/driver-schedule"),
                "DriverScheduleRoute",
              ),
            },

            {
              path: "/driver-dashboard",
              ...screen(
                "src/app/routes/driver-dashboard.tsx",
                () => import("./routes/driver-dashboard"),
                "DriverDashboardPage",
              ),
            },
            {
              path: "/driver-map",
              ...screen(
                "src/features/live-map/routes/driver-map.tsx",
                () => import("@/features/live-map/routes/driver-map"),
                "DriverMapRoute",
              ),
            },
            {
              path: "/driver-profile",
              ...screen(
                "src/features/driver-profile/routes/driver-profile.tsx",
                () => import("@/features/driver-profile/routes/driver-profile"),
                "DriverProfileRoute",
              ),
            },
          ]),
          guarded(contractorOrDriver, (screen) => [
            // A driver's day played back: their own, or one of the company's drivers'.
            {
              path: "/replay/:driverId",
              ...screen(
                "src/features/live-map/routes/replay.tsx",
                () => import("@/features/live-map/routes/replay"),
                "ReplayRoute",
              ),
            },
          ]),
        ],
      },
      // The sidebar says Trucks, so people type /trucks: it is the Vehicles screens' address.
      {
        path: "/trucks/*",
        loader: ({ params, request }) =>
          redirect(
            `/vehicles${params["*"] ? `/${params["*"]}` : ""}${new URL(request.url).search}`,
          ),
      },
      { path: "*", Component: NotFound },
    ],
  },
];

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(routes, { getContext: routerContextWith(queryClient) });
}
