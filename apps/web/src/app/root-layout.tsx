import { Outlet, ScrollRestoration, useNavigation } from "react-router";

/** A thin bar while a lazily loaded screen arrives, so slow connections see progress. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-primary/20"
    >
      <div className="h-full w-2/5 animate-[progress-slide_1s_ease-in-out_infinite] bg-primary" />
    </div>
  );
}

export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
