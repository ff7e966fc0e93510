/**
 * Runs `task` in a task of its own, once the current one has ended; returns a cancel. For
 * start-up work a screen does not wait for (a connection to open, a queue to start draining):
 * left in the effects of the first render, it lengthens the one task that shows the page, and
 * a tap made meanwhile waits behind all of it.
 */
export function inNextTask(task: () => void): () => void {
  const timer = setTimeout(task, 0);
  return () => clearTimeout(timer);
}
