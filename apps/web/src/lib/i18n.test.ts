import { messages } from "@haulwise/domain";
import { afterEach, describe, expect, it } from "vitest";
import { ALL_PARTS, activateLanguage, currentLocale, t, translateMessage } from "./i18n";

afterEach(async () => {
  await activateLanguage("en", ALL_PARTS);
});

describe("the words on screen", () => {
  it("come from the chosen language's catalogue, with its locale", async () => {
    expect(t("settings.language.title")).toBe("Language");
    await activateLanguage("es", ALL_PARTS);
    expect(t("settings.language.title")).toBe("Idioma");
    expect(currentLocale()).toBe("es-US");
  });

  it("show a domain message that arrives as English in the language on screen", async () => {
    const english = messages.account.failedToUpdateProfile;
    expect(translateMessage(english)).toBe(english);
    await activateLanguage("es", ALL_PARTS);
    expect(translateMessage(english)).toBe("No se pudo actualizar el perfil");
    expect(translateMessage("Words no catalogue has")).toBe("Words no catalogue has");
  });

  it("read English for a language no catalogue speaks", async () => {
    expect(await activateLanguage("tlh", ALL_PARTS)).toBe("en");
    expect(t("settings.language.title")).toBe("Language");
  });

  it("are 40 % longer in the pseudo-locale, placeholders filled", async () => {
    await activateLanguage("en-XA", ALL_PARTS);
    const english = "Hi Dana,";
    const pseudo = t("mail.greeting", { name: "Dana" });
    expect(pseudo).toContain("Dana");
    expect(pseudo.length).toBeGreaterThanOrEqual(Math.ceil(english.length * 1.4));
  });
});
