import type { Page } from "@playwright/test";

/**
 * What goes wrong on `page` from now on, as a person's browser would show it: errors and
 * warnings in the console, uncaught exceptions, and requests the server refused or failed.
 * A journey that should be quiet expects the list to stay empty.
 */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  return problems;
}
