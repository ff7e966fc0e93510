import { format } from "date-fns";

/** Today as the trail endpoint names days, YYYY-MM-DD, where the viewer is. */
export const today = () => format(new Date(), "yyyy-MM-dd");
