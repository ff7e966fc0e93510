/**
 * Runs `task` for every item, at most `limit` at a time, and resolves when all are done;
 * after a failure no new task starts, and the failure rejects once the started ones settle.
 */
export async function inParallel<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<unknown>,
): Promise<void> {
  let next = 0;
  let failed = false;
  const lane = async () => {
    while (!failed && next < items.length) {
      const item = items[next++] as T;
      try {
        await task(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const results = await Promise.allSettled(
    Array.from({ length: Math.min(limit, items.length) }, lane),
  );
  const failure = results.find((result) => result.status === "rejected");
  if (failure) throw (failure as PromiseRejectedResult).reason;
}
