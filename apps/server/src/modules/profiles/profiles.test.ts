import { IMAGE_MAX_BYTES, messages } from "@haulwise/domain";
import { describe, expect, it } from "vitest";
import { createVerifiedUser, multipartFile, TestClient } from "../../test/client.js";
import { useTestApp } from "../../test/harness.js";
import { pixelFloodPng, pngImage } from "../../test/images.js";

describe("profile reads and updates", () => {
  const ctx = useTestApp();

  it("refuses every profile endpoint without a session", async () => {
    const anonymous = new TestClient(ctx.app);
    for (const [method, url] of [
      ["GET", "/api/me"],
      ["PATCH", "/api/me/profile"],
      ["PUT", "/api/me/role"],
      ["PUT", "/api/me/driver-details"],
      ["PUT", "/api/me/avatar"],
      ["POST", "/api/me/profile"],
      ["DELETE", "/api/me"],
      ["GET", "/api/users/someone/avatar"],
    ] as const) {
      const response = await anonymous.request(method, url, {
        body: method === "GET" ? undefined : { role: "driver", confirmEmail: "x@example.com" },
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("updates names and phone, keeping the account's display name in step", async () => {
    const user = await createVerifiedUser(ctx, { role: "driver" });
    const response = await user.client.patch("/api/me/profile", {
      firstName: "  Maria ",
      lastName: "Lopez",
      phoneNumber: "+1 555 0100",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({
      firstName: "Maria",
      lastName: "Lopez",
      displayName: "Maria Lopez",
      phoneNumber: "+1 555 0100",
    });
    const account = await ctx.database.db
      .selectFrom("users")
      .select("name")
      .where("id", "=", user.userId)
      .executeTakeFirstOrThrow();
    expect(account.name).toBe("Maria Lopez");
  });

  it("names a contractor's company at sign-up, and its invitations say who invites", async () => {
    const contractor = await createVerifiedUser(ctx, {
      role: "contractor",
      firstName: "Carla",
      lastName: "Mendez",
      companyName: "  Mendez Hauling ",
    });
    const me = (await contractor.client.get("/api/me")).json();
    expect(me.profile.companyName).toBe("Mendez Hauling");
    const email = "invited.driver@example.com";
    await contractor.client.post("/api/invitations", { emails: [email] });
    const mail = await ctx.lastMailTo(email, /invited you/);
    expect(mail.subject).toBe("Mendez Hauling invited you to drive with them on Haulwise");
    expect(mail.text).toContain("Carla Mendez at Mendez Hauling invited you");

    // A driver has no company of their own, whatever the request says.
    const driver = await createVerifiedUser(ctx, { role: "driver", companyName: "Mine" });
    expect((await driver.client.get("/api/me")).json().profile.companyName).toBeNull();
  });

  it("lets a contractor rename their company, and refuses a company name from a driver", async () => {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const renamed = await contractor.client.patch("/api/me/profile", {
      companyName: "Gravel & Sons",
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().profile.companyName).toBe("Gravel & Sons");

    const driver = await createVerifiedUser(ctx, { role: "driver" });
    const refused = await driver.client.patch("/api/me/profile", { companyName: "Mine now" });
    expect(refused.statusCode).toBe(403);
  });

  it.each([
    [{ firstName: "" }, messages.validation.firstNameRequired],
    [{ email: "someone@example.com" }, 'Unrecognized key: "email"'],
    [{ role: "admin" }, 'Unrecognized key: "role"'],
  ])("rejects the update %j and changes nothing", async (body, message) => {
    const user = await createVerifiedUser(ctx);
    const before = (await user.client.get("/api/me")).json();
    const response = await user.client.patch("/api/me/profile", body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect((await user.client.get("/api/me")).json()).toEqual(before);
  });

  it("changes role, and gives a driver who becomes a contractor their own company", async () => {
    const user = await createVerifiedUser(ctx, { role: "driver" });
    const response = await user.client.put("/api/me/role", { role: "contractor" });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({
      role: "contractor",
      companyName: "Dana Hauler",
    });
    expect((await user.client.put("/api/me/role", { role: "admin" })).statusCode).toBe(400);
  });

  it("sets up a missing profile once, from /profile-setup", async () => {
    const user = await createVerifiedUser(ctx, { role: "driver" });
    await ctx.database.db.deleteFrom("profiles").where("id", "=", user.userId).execute();
    expect((await user.client.get("/api/me")).json().profile).toBeNull();

    const unnamed = await user.client.post("/api/me/profile", {
      firstName: "Sam",
      lastName: "Ortiz",
      role: "contractor",
    });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().error.message).toBe(messages.companies.nameRequired);

    const setup = await user.client.post("/api/me/profile", {
      firstName: "Sam",
      lastName: "Ortiz",
      role: "contractor",
      companyName: "Ortiz Aggregates",
    });
    expect(setup.statusCode).toBe(201);
    expect(setup.json().profile).toMatchObject({
      displayName: "Sam Ortiz",
      role: "contractor",
      companyName: "Ortiz Aggregates",
    });
    expect(setup.json().profile.companyId).toEqual(expect.any(String));

    const again = await user.client.post("/api/me/profile", {
      firstName: "Sam",
      lastName: "Ortiz",
      role: "driver",
    });
    expect(again.statusCode).toBe(409);
  });

  it("saves a driver's own details, parsing years of experience", async () => {
    const driver = await createVerifiedUser(ctx, { role: "driver" });
    const details = {
      firstName: "Lee",
      lastName: "Park",
      email: driver.email,
      phoneNumber: "555-0199",
      driverLicenseNumber: "D1234567",
      driverLicenseState: "CA",
      driverLicenseExpiry: "2028-04-30",
      yearsOfExperience: "12",
      addressLine1: "1 Quarry Rd",
      city: "Fresno",
      state: "CA",
      zipCode: "93701",
    };
    const saved = await driver.client.put("/api/me/driver-details", details);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().profile).toMatchObject({
      yearsOfExperience: 12,
      driverLicenseNumber: "D1234567",
      city: "Fresno",
    });

    const bad = await driver.client.put("/api/me/driver-details", {
      ...details,
      yearsOfExperience: "a dozen",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe("Years of experience must be a whole number");

    const badEmail = await driver.client.put("/api/me/driver-details", {
      ...details,
      email: "nope",
    });
    expect(badEmail.json().error.message).toBe(messages.validation.validEmailIsRequired);

    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const refused = await contractor.client.put("/api/me/driver-details", {
      ...details,
      email: contractor.email,
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe("avatar and company logo uploads", () => {
  const ctx = useTestApp();

  it("stores an avatar re-encoded, named by the server, and serves it only to signed-in people", async () => {
    const user = await createVerifiedUser(ctx);
    const png = Buffer.concat([await pngImage(), Buffer.from("<script>alert(1)</script>")]);
    const upload = multipartFile(png, "../../../etc/passwd.png", "image/png");
    const response = await user.client.put("/api/me/avatar", undefined, upload);
    expect(response.statusCode).toBe(200);
    const avatarUrl: string = response.json().profile.avatarUrl;
    expect(avatarUrl).toMatch(new RegExp(`^/api/users/${user.userId}/avatar\\?v=`));

    const image = await user.client.get(avatarUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
    expect(image.headers["x-content-type-options"]).toBe("nosniff");
    expect(image.rawPayload.includes("<script")).toBe(false);

    const row = await ctx.database.db
      .selectFrom("profiles")
      .select("avatar_key")
      .where("id", "=", user.userId)
      .executeTakeFirstOrThrow();
    expect(row.avatar_key).toMatch(new RegExp(`^avatars/${user.userId}/[0-9a-f-]{36}\\.webp$`));

    expect((await new TestClient(ctx.app).get(avatarUrl)).statusCode).toBe(401);
  });

  it("refuses a file that is not an image, whatever its name and declared type", async () => {
    const user = await createVerifiedUser(ctx);
    for (const [data, name] of [
      [Buffer.from("just some text, honestly"), "photo.png"],
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        "logo.svg",
      ],
      [Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF"), "scan.jpg"],
    ] as const) {
      const response = await user.client.put(
        "/api/me/avatar",
        undefined,
        multipartFile(data, name, "image/png"),
      );
      expect(response.statusCode, name).toBe(415);
      expect(response.json().error.message).toBe(messages.validation.selectImageFile);
    }
    expect((await user.client.get("/api/me")).json().profile.avatarUrl).toBeNull();
  });

  it("refuses an image over 5 MB with the spec's message", async () => {
    const user = await createVerifiedUser(ctx);
    const big = Buffer.concat([await pngImage(), Buffer.alloc(6 * 1024 * 1024)]);
    const response = await user.client.put(
      "/api/me/avatar",
      undefined,
      multipartFile(big, "big.png", "image/png"),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe(messages.validation.imageTooLarge);
    expect(big.length).toBeGreaterThan(IMAGE_MAX_BYTES);
  });

  it("refuses a pixel flood before decoding it", async () => {
    const user = await createVerifiedUser(ctx);
    const response = await user.client.put(
      "/api/me/avatar",
      undefined,
      multipartFile(pixelFloodPng(), "flood.png", "image/png"),
    );
    expect(response.statusCode).toBe(422);
  });

  it("refuses an upload that is not multipart", async () => {
    const user = await createVerifiedUser(ctx);
    const response = await user.client.put("/api/me/avatar", {
      file: "data:image/png;base64,AAAA",
    });
    expect(response.statusCode).toBe(400);
  });

  it("replaces a contractor's company logo and removes the old file; drivers have no logo to set", async () => {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const first = await contractor.client.put(
      "/api/me/company-logo",
      undefined,
      multipartFile(await pngImage(300, 100), "logo.png", "image/png"),
    );
    expect(first.statusCode).toBe(200);
    const firstUrl: string = first.json().profile.companyLogoUrl;
    expect(firstUrl).toMatch(/^\/api\/companies\/.+\/logo\?v=[0-9a-f-]{36}\.webp$/);
    const firstKey = await ctx.database.db
      .selectFrom("companies")
      .select("logo_key")
      .where("owner_id", "=", contractor.userId)
      .executeTakeFirstOrThrow();

    const second = await contractor.client.put(
      "/api/me/company-logo",
      undefined,
      multipartFile(await pngImage(200, 200), "logo2.png", "image/png"),
    );
    expect(second.json().profile.companyLogoUrl).not.toBe(firstUrl);
    const storage = await import("node:fs");
    expect(storage.existsSync(`${ctx.config.storage.root}/${firstKey.logo_key}`)).toBe(false);

    const driver = await createVerifiedUser(ctx, { role: "driver" });
    const refused = await driver.client.put(
      "/api/me/company-logo",
      undefined,
      multipartFile(await pngImage(), "logo.png", "image/png"),
    );
    expect(refused.statusCode).toBe(403);
  });
});
