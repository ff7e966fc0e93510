import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { setupI18n } from "@lingui/core";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { compileCatalogue, readCatalogues } from "./catalogues.js";
import { PSEUDO_LANGUAGE, SOURCE_LANGUAGE } from "./i18n.js";
import { messages } from "./messages.js";

const catalogues = readCatalogues();
const source = catalogues.get(SOURCE_LANGUAGE) ?? {};
const translations = [...catalogues].filter(
  ([code]) => code !== SOURCE_LANGUAGE && code !== PSEUDO_LANGUAGE,
);
const repo = path.resolve(import.meta.dirname, "..", "..", "..");

/** The names a message's placeholders use (`{count, plural, …}` gives `count`). */
function placeholdersOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown[]) => {
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, , choices] = token as [string, string?, unknown?];
      names.add(name);
      if (choices && typeof choices === "object") {
        for (const choice of Object.values(choices)) if (Array.isArray(choice)) walk(choice);
      }
    }
  };
  walk(compileMessageOrThrow(message));
  return [...names].sort();
}

/** The text of every source file the product runs (not its tests, not the catalogues). */
function productSources(): string {
  const roots = ["apps/web/src", "apps/web/vite", "apps/server/src", "packages/domain/src"];
  const texts: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const file = path.join(dir, entry);
      if (statSync(file).isDirectory()) {
        if (entry !== "catalogues" && entry !== "test") walk(file);
      } else if (/\.(ts|tsx|mjs)$/.test(entry) && !/\.test\.tsx?$/.test(entry)) {
        texts.push(readFileSync(file, "utf8"));
      }
    }
  };
  for (const root of roots) walk(path.join(repo, root));
  return texts.join("\n");
}

describe("the message catalogues", () => {
  it.each(translations)("%s has every English key and no other", (_code, catalogue) => {
    const missing = Object.keys(source).filter((key) => !(key in catalogue));
    const extra = Object.keys(catalogue).filter((key) => !(key in source));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(translations)("%s fills the same placeholders as English", (_code, catalogue) => {
    const differing = Object.keys(source).filter(
      (key) =>
        key in catalogue &&
        placeholdersOf(catalogue[key] ?? "").join() !== placeholdersOf(source[key] ?? "").join(),
    );
    expect(differing).toEqual([]);
  });

  // Sorted keys let people adding messages in parallel touch different lines of the files.
  it.each([...catalogues].filter(([code]) => code !== PSEUDO_LANGUAGE))(
    "%s keeps its keys in sorted order",
    (_code, catalogue) => {
      const keys = Object.keys(catalogue);
      expect(keys).toEqual([...keys].sort());
    },
  );

  it("compiles every message of every language, the pseudo-locale's too", () => {
    for (const [code, catalogue] of catalogues) {
      expect(() => compileCatalogue(code, catalogue), code).not.toThrow();
    }
  });

  it("has no key that no code uses", () => {
    const code = productSources();
    const named = (key: string) => code.includes(`"${key}"`) || code.includes(`'${key}'`);
    // Every `.name` the code reads, gathered once: testing each key against the whole code
    // with its own expression took seconds.
    const propertiesRead = new Set(Array.from(code.matchAll(/\.(\w+)\b/g), (match) => match[1]));
    // A domain message without placeholders is shown by its English words from messages.ts
    // (translated by them): it is used where that message is read.
    const readByWords = (key: string) =>
      key.startsWith("messages.") &&
      !(source[key] ?? "").includes("{") &&
      propertiesRead.has(key.split(".").at(-1));
    const unused = Object.keys(source).filter((key) => !named(key) && !readByWords(key));
    expect(unused).toEqual([]);
    // It reads every product source file: well under a second alone, more on a busy machine.
  }, 30_000);
});

/** The leaf of `messages` a `messages.…` key names. */
function messageAt(key: string): unknown {
  let at: unknown = messages;
  for (const part of key.split(".").slice(1)) {
    at = at && typeof at === "object" ? (at as Record<string, unknown>)[part] : undefined;
  }
  return at;
}

/** A function message's parameter names, from its source (`(count, total) => …`). */
function parameterNames(fn: (...args: never[]) => string): string[] {
  const head = fn.toString().split("=>")[0] ?? "";
  return head
    .replace(/[()\s]/g, "")
    .split(",")
    .filter(Boolean);
}

describe("the English catalogue's copies of the domain's messages", () => {
  const english = setupI18n({
    locale: "en",
    messages: { en: compileCatalogue("en", source) },
  });
  const mirrored = Object.keys(source).filter((key) => key.startsWith("messages."));

  it.each(mirrored)("%s says what messages.ts says, word for word", (key) => {
    const original = messageAt(key);
    if (typeof original === "string") {
      expect(english._(key)).toBe(original);
      return;
    }
    expect(typeof original, `${key} is no message in messages.ts`).toBe("function");
    const fn = original as (...args: unknown[]) => string;
    const names = parameterNames(fn);
    expect(placeholdersOf(source[key] ?? "")).toEqual([...names].sort());
    // Numbers that take each plural form, and a word for a name.
    for (const sample of [1, 2, 7]) {
      const args = names.map(() => sample);
      const values = Object.fromEntries(names.map((name) => [name, sample]));
      expect(english._(key, values), `${key}(${sample})`).toBe(fn(...args));
    }
  });
});
