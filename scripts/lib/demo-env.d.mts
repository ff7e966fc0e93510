export function demoEnv(
  port: number,
  extra?: Record<string, string>,
): Record<string, string | undefined>;
