import { messages } from "@haulwise/domain";
import { describe, expect, it } from "vitest";
import { createVerifiedUser, multipartFile } from "../../test/client.js";
import { inviteNewDriver, jobInput, revokeGrant } from "../../test/fleet.js";
import { useTestApp } from "../../test/harness.js";
import { pngImage } from "../../test/images.js";

type Person = Awaited<ReturnType<typeof createVerifiedUser>>;

async function uploadAvatar(person: Person): Promise<string> {
  const response = await person.client.put(
    "/api/me/avatar",
    undefined,
    multipartFile(await pngImage(), "me.png", "image/png"),
  );
  expect(response.statusCode).toBe(200);
  return response.json().profile.avatarUrl;
}

async function createJob(contractor: Person): Promise<string> {
  return (await contractor.client.post("/api/jobs", jobInput)).json().id;
}

describe("avatars and logos only for people who share work with their owner", () => {
  const ctx = useTestApp();

  it("serves pictures within a company and its job viewers, and 404s for everyone else", async () => {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const driver = await inviteNewDriver(ctx, contractor);
    const viewer = await createVerifiedUser(ctx, { role: "driver" });
    const otherViewer = await createVerifiedUser(ctx, { role: "driver" });
    const revoked = await createVerifiedUser(ctx, { role: "driver" });
    const stranger = await createVerifiedUser(ctx, { role: "contractor" });
    const strangerDriver = await inviteNewDriver(ctx, stranger);

    const [jobA, jobB] = [await createJob(contractor), await createJob(contractor)];
    for (const [jobId, person] of [
      [jobA, viewer],
      [jobB, otherViewer],
      [jobA, revoked],
    ] as const) {
      const grant = await contractor.client.post(`/api/jobs/${jobId}/permissions`, {
        emails: person.email,
      });
      expect(grant.statusCode).toBe(201);
    }
    await revokeGrant(contractor, jobA, revoked.email);

    const logo = await contractor.client.put(
      "/api/me/company-logo",
      undefined,
      multipartFile(await pngImage(300, 100), "logo.png", "image/png"),
    );
    const logoUrl: string = logo.json().profile.companyLogoUrl;
    const pictures = {
      logo: logoUrl,
      contractor: await uploadAvatar(contractor),
      driver: await uploadAvatar(driver),
      viewer: await uploadAvatar(viewer),
      otherViewer: await uploadAvatar(otherViewer),
      stranger: await uploadAvatar(stranger),
    };
    const seen = async (person: Person) => {
      const visible: string[] = [];
      for (const [name, url] of Object.entries(pictures)) {
        const response = await person.client.get(url);
        if (response.statusCode === 200) visible.push(name);
        else
          expect(response.json(), `${name}`).toEqual({
            error: { code: "NOT_FOUND", message: messages.http.notFound },
          });
      }
      return visible;
    };

    expect(await seen(contractor)).toEqual([
      "logo",
      "contractor",
      "driver",
      "viewer",
      "otherViewer",
    ]);
    expect(await seen(driver)).toEqual(["logo", "contractor", "driver", "viewer", "otherViewer"]);
    // Viewers of the same company do not share work with each other.
    expect(await seen(viewer)).toEqual(["logo", "contractor", "driver", "viewer"]);
    expect(await seen(revoked)).toEqual([]);
    expect(await seen(stranger)).toEqual(["stranger"]);
    expect(await seen(strangerDriver)).toEqual(["stranger"]);
  });

  it("answers a missing picture exactly like one that is not yours to see", async () => {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const stranger = await createVerifiedUser(ctx, { role: "contractor" });
    await uploadAvatar(stranger);
    const noPicture = await contractor.client.get(`/api/users/${contractor.userId}/avatar`);
    const notYours = await contractor.client.get(`/api/users/${stranger.userId}/avatar`);
    const nobody = await contractor.client.get("/api/users/no-such-user/avatar");
    expect(noPicture.statusCode).toBe(404);
    expect(notYours.body).toBe(noPicture.body);
    expect(nobody.body).toBe(noPicture.body);
  });
});
