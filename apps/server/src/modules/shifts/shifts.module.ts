import type { ModuleCore, ServerModule } from "../../module.js";
import { createShiftsService } from "./shifts.service.js";

/** Each driver's shifts, from going on duty to going off duty as the server heard it. */
export function createShiftsModule(deps: ModuleCore) {
  const shifts = createShiftsService(deps);
  deps.events.on("driver.duty_changed", ({ driverId, onDuty }, event) =>
    shifts.onDutyChanged(driverId, onDuty, event.at),
  );
  return { shifts } satisfies ServerModule;
}
