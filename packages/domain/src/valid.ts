import type { z } from "zod";

/**
 * What a schema lets through, defaults filled and transforms applied: the input a service
 * takes once its route has validated the request with the same schema (decision 067).
 */
export type Valid<S extends z.ZodType> = z.output<S>;
