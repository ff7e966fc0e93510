// Haulwise in Spanish: a driver whose browser prefers it, a contractor who chooses it, and the
// pseudo-locale that shows where a longer language would cut or overflow the driver's screens.
import type { Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { apiAs, createVerifiedAccount, signIn } from "./support/accounts.js";
import { expect, test, uniqueEmail } from "./support/fixtures.js";
import { addCompanyDriver, createJob, jobWithDriver } from "./support/jobs.js";

const password = "correct-horse-battery";

/** Every toast the page shows, as its text, across page loads. */
async function collectToasts(page: Page): Promise<string[]> {
  const toasts: string[] = [];
  await page.exposeBinding("reportToast", (_source, text: string) => {
    toasts.push(text);
  });
  await page.addInitScript(() => {
    const seen = new WeakSet<Element>();
    const report = (window as unknown as { reportToast: (text: string) => void }).reportToast;
    new MutationObserver(() => {
      for (const toast of Array.from(document.querySelectorAll("[data-sonner-toast]"))) {
        if (seen.has(toast)) continue;
        const title = toast.querySelector("[data-title]")?.textContent?.trim();
        if (!title) continue;
        seen.add(toast);
        const description = toast.querySelector("[data-description]")?.textContent?.trim();
        report(description ? `${title} | ${description}` : title);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return toasts;
}

/** Words that give English away in a sentence of the app's (none of them is Spanish). */
const ENGLISH = /\b(the|your|you|load|loads|saved|signed|logged|recorded|welcome|please|when)\b/i;

test.describe("a driver whose browser prefers Spanish", () => {
  test.use({ locale: "es-US" });

  test("signs up, records a load with a ticket offline and back online, and reads every toast in Spanish", async ({
    page,
    server,
  }) => {
    test.slow();
    const toasts = await collectToasts(page);
    const contractor = await createVerifiedAccount(server, { role: "contractor" });
    const contractorApi = await apiAs(server, contractor);
    const job = await createJob(contractorApi, { title: "Acarreo de grava" });
    const email = uniqueEmail("chofer");
    const invite = await contractorApi.post("/api/invitations", { data: { emails: [email] } });
    expect(invite.status(), await invite.text()).toBe(201);
    const invitation = await server.waitForMail(email, /invited you/);
    const token = new URL(invitation.link ?? "").pathname.split("/").pop();

    // Signing up: the page speaks the browser's language, and so does the e-mail it sends.
    await page.goto("/sign-up");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { name: "Únase a Haulwise" })).toBeVisible();
    await page.getByRole("button", { name: "Empezar" }).click();
    await page.getByLabel("Nombre", { exact: true }).fill("Rosa");
    await page.getByLabel("Apellido", { exact: true }).fill("Méndez");
    await page.getByLabel("Correo electrónico", { exact: true }).fill(email);
    await page.getByLabel("Contraseña", { exact: true }).fill("corta");
    await page.getByLabel("Confirme la contraseña", { exact: true }).fill("otra");
    await page.getByRole("radio", { name: "Chofer" }).check();
    await page.getByRole("button", { name: "Crear cuenta" }).click();
    // The shared schema's messages, in Spanish.
    await expect(page.getByText("La contraseña debe tener al menos 6 caracteres")).toBeVisible();
    await expect(page.getByText("Las contraseñas no coinciden")).toBeVisible();
    await page.getByLabel("Contraseña", { exact: true }).fill(password);
    await page.getByLabel("Confirme la contraseña", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Crear cuenta" }).click();
    await expect(page.getByRole("heading", { name: "¡Cuenta creada!" })).toBeVisible();
    const verification = await server.waitForMail(email, /Confirme su correo de Haulwise/);
    expect(verification.text).toContain("Hola, Rosa Méndez:");

    await page.goto(verification.link ?? "");
    await expect(page.getByRole("heading", { name: "Iniciar sesión" })).toBeVisible();
    await page.getByLabel("Correo electrónico", { exact: true }).fill(email);
    await page.getByLabel("Contraseña", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await page.waitForURL("**/driver-dashboard");
    await expect(page.getByRole("heading", { name: "Panel del chofer" })).toBeVisible();

    // She joins the company and its job.
    const accept = await page.request.post("/api/invitations/accept", { data: { token } });
    expect(accept.status(), await accept.text()).toBe(200);
    const drivers = await (await contractorApi.get("/api/drivers")).json();
    const assign = await contractorApi.post(`/api/jobs/${job.id}/drivers`, {
      data: { driverId: drivers.drivers[0].id },
    });
    expect(assign.status()).toBe(204);
    await contractorApi.dispose();
    await page.reload();

    // A load with its ticket, recorded with no signal, sent when the signal returns.
    const form = page.getByRole("form", { name: "Registrar una carga" });
    await expect(form).toBeVisible();
    await page.context().setOffline(true);
    await expect(page.getByText(/Está sin conexión/)).toBeVisible();
    await form.getByLabel("Material").fill("Grava");
    await form.getByLabel("Cantidad").fill("12");
    await form.getByLabel("Unidad").selectOption({ label: "Toneladas" });
    await form.getByLabel("Número de boleta (opcional)").fill("B-2211");
    await form.getByRole("button", { name: "Registrar carga" }).click();
    await expect(
      page.getByText(
        "Guardada en este teléfono. La carga se manda cuando vuelva a tener conexión.",
      ),
    ).toBeVisible();
    const waiting = page.getByRole("region", { name: /Por enviar/ });
    await expect(waiting).toContainText("Carga: Grava, 12.00 toneladas en Acarreo de grava");
    await page.context().setOffline(false);
    await expect(page.getByText("Carga n.º 1 registrada")).toBeVisible({ timeout: 20_000 });
    await expect(waiting).toBeHidden();
    await expect(page.getByRole("region", { name: "Últimas entregadas" })).toContainText(
      "Carga n.º 1",
    );

    expect(toasts).toEqual(
      expect.arrayContaining([
        "Su correo está confirmado. Inicie sesión.",
        "Sesión iniciada como chofer | ¡Bienvenido! Lo llevamos a su panel",
        "Guardada en este teléfono. La carga se manda cuando vuelva a tener conexión.",
        "Carga n.º 1 registrada",
      ]),
    );
    expect(toasts.filter((toast) => ENGLISH.test(toast))).toEqual([]);
  });
});

test.describe("a visitor whose browser prefers Spanish", () => {
  test.use({ locale: "es-US" });

  test("reads the landing page, which has no script, in Spanish from its HTML", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(
      page.getByRole("heading", { level: 1, name: /¿Dónde andan sus camiones\?/ }),
    ).toBeVisible();
    await expect(page.getByText("Regístrese ahora")).toBeVisible();
    expect((await page.locator("main").innerText()).match(ENGLISH)).toBeNull();
  });

  test("opens a share link in Spanish; the contractor who chose Spanish reads the bell in Spanish", async ({
    page,
    server,
  }) => {
    const { contractor, office, job } = await jobWithDriver(
      server,
      { firstName: "Rosa", lastName: "Méndez" },
      "Acarreo de grava",
    );
    const shared = await office.post(`/api/jobs/${job.id}/share-links`, {
      data: { expiresAt: null },
    });
    expect(shared.status(), await shared.text()).toBe(201);
    const { url } = await shared.json();
    const chosen = await office.patch("/api/me/profile", { data: { language: "es" } });
    expect(chosen.status(), await chosen.text()).toBe(200);
    await office.dispose();

    // The customer: no account, a browser that asks for Spanish.
    await page.goto(url);
    await expect(page.getByRole("heading", { name: "Acarreo de grava" })).toBeVisible();
    await expect(page.getByText(/^Compartido por Casey Contractor de /)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Acarreado hasta ahora" })).toBeVisible();
    await expect(page.getByText("Todavía no hay cargas.")).toBeVisible();

    // The driver's joining, stored once, is read by the contractor in their language.
    await signIn(page, server, contractor);
    await page.goto("/contractor-dashboard");
    await page.getByRole("button", { name: /^Notificaciones/ }).click();
    const centre = page.getByRole("dialog", { name: "Notificaciones" });
    await expect(centre.getByText(/^Rosa Méndez se unió a /)).toBeVisible();
    await expect(
      centre.getByText(/aceptó su invitación y ya es uno de sus choferes\.$/),
    ).toBeVisible();
  });
});

test("a contractor switches to Spanish in settings, and the driver they invite is invited in Spanish", async ({
  page,
  server,
}) => {
  const contractor = await createVerifiedAccount(server, {
    role: "contractor",
    firstName: "Carla",
    lastName: "Stone",
    companyName: "Stone Hauling",
  });
  await signIn(page, server, contractor);
  await page.goto("/account-settings");
  await page.getByLabel("Language", { exact: true }).selectOption({ label: "Español" });
  await expect(page.getByText("Idioma guardado")).toBeVisible();
  await expect(page.getByLabel("Idioma", { exact: true })).toHaveValue("es");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");

  // The choice is the profile's: another visit, after a reload, is still in Spanish.
  await page.reload();
  await expect(page.getByLabel("Idioma", { exact: true })).toHaveValue("es");

  const email = uniqueEmail("chofer");
  const invite = await page.request.post("/api/invitations", { data: { emails: [email] } });
  expect(invite.status(), await invite.text()).toBe(201);
  const mail = await server.waitForMail(email, /lo invitó/);
  expect(mail.subject).toBe("Stone Hauling lo invitó a manejar con ellos en Haulwise");
  expect(mail.text).toContain(
    "Carla Stone, de Stone Hauling, lo invitó a unirse como chofer en Haulwise",
  );
  expect(mail.text).toContain("Aceptar la invitación");
});

test("a contractor reading Spanish sees the jobs list, a job's loads and its live map in Spanish, and downloads Spanish evidence and CSV", async ({
  page,
  server,
}) => {
  test.slow();
  const { contractor, driver, office, job } = await jobWithDriver(
    server,
    { firstName: "Rosa", lastName: "Méndez" },
    "Acarreo de grava",
  );
  const driverApi = await apiAs(server, driver);
  const recorded = await driverApi.post("/api/loads", {
    data: {
      jobId: job.id,
      stage: "completed",
      materialType: "Grava",
      quantity: 14,
      quantityUnit: "tons",
      ticketNumber: "B-4471",
    },
  });
  expect(recorded.status(), await recorded.text()).toBeLessThan(300);
  const loadId = (await recorded.json()).id as string;
  await driverApi.dispose();
  const chosen = await office.patch("/api/me/profile", { data: { language: "es" } });
  expect(chosen.status(), await chosen.text()).toBe(200);
  await office.dispose();

  await signIn(page, server, contractor);
  await page.goto("/jobs");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { name: "Trabajos", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Trabajos y documentos" })).toBeVisible();
  await expect(page.getByRole("searchbox", { name: "Buscar trabajos" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Crear trabajo" })).toBeVisible();
  await expect(page.getByText("1 trabajo · 1 activo")).toBeVisible();

  // The job's loads: its metrics, its live hauls and the day's summary with the load.
  await page.getByRole("link", { name: "Acarreo de grava" }).first().click();
  await page.getByRole("tab", { name: "Cifras y cargas" }).click();
  await expect(page.getByRole("heading", { name: "Cifras de acarreo" }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Acarreos en vivo" }).first()).toBeVisible();
  await expect(
    page.getByRole("heading", { name: "Resumen diario de cargas" }).first(),
  ).toBeVisible();
  const table = page.getByRole("region", { name: "Tabla de cargas" });
  await expect(table.getByRole("columnheader", { name: "Chofer" })).toBeVisible();
  await expect(table.getByRole("cell", { name: "14.00 toneladas" }).first()).toBeVisible();
  await expect(table.getByText("Total: 1 carga")).toBeVisible();

  // The CSV the contractor downloads is headed in Spanish.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Exportar CSV" }).click();
  const csv = await (await download).createReadStream();
  let text = "";
  for await (const chunk of csv) text += chunk;
  expect(text.split("\r\n")[0]).toBe(
    "Carga n.º,Boleta n.º,Fecha de entrega,Hora de entrega,Hora de salida,Chofer,Trabajo,Número de trabajo,Material,Cantidad,Unidad,Toneladas",
  );

  // The load's dialog, and the evidence PDF it links to, in Spanish.
  await table.getByRole("button", { name: /Detalles/ }).click();
  const dialog = page.getByRole("dialog", { name: /Carga n\.º 1/ });
  await expect(dialog.getByRole("heading", { name: "Historial" })).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Evidencia (PDF)" })).toBeVisible();
  await page.keyboard.press("Escape");
  const evidence = await page.request.get(`/api/loads/${loadId}/evidence.pdf`);
  expect(evidence.status()).toBe(200);
  const { text: pdf } = await extractText(
    await getDocumentProxy(new Uint8Array(await evidence.body())),
    { mergePages: true },
  );
  const words = pdf.replace(/\s+/g, " ");
  for (const phrase of [
    "EVIDENCIA DE LA CARGA",
    "Boleta B-4471",
    "Estado: entregada",
    "Quién la registró y la cambió",
  ]) {
    expect(words).toContain(phrase);
  }

  // The live map of the job, with its list of drivers, in Spanish.
  await page.getByRole("tab", { name: "Choferes activos" }).click();
  await expect(page.getByRole("heading", { name: "Mapa en vivo", exact: true })).toBeVisible();
  const map = page.getByRole("region", { name: "Mapa en vivo de Acarreo de grava" });
  await expect(map.getByRole("list", { name: "Leyenda del mapa" })).toContainText("En movimiento");
  await expect(
    map.getByText("Ningún chofer de este trabajo está compartiendo su ubicación ahora."),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Lista de choferes" }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Asignar chofer" })).toBeVisible();
});

test("a contractor reading Spanish approves a day and downloads a Spanish invoice PDF", async ({
  page,
  server,
}) => {
  test.slow();
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const { contractor, office, job, driverId } = await jobWithDriver(
    server,
    { firstName: "Luis", lastName: "Ortega" },
    "Relleno de la obra norte",
  );
  const ok = async (answer: Awaited<ReturnType<typeof office.post>>) => {
    expect(answer.status(), await answer.text()).toBeLessThan(300);
    return (await answer.json()) as { id: string };
  };
  const customer = await ok(
    await office.post("/api/customers", { data: { name: "Constructora Ríos", termsDays: 30 } }),
  );
  await ok(await office.patch(`/api/jobs/${job.id}`, { data: { customerId: customer.id } }));
  await ok(
    await office.put(`/api/jobs/${job.id}/rates`, {
      data: { bill: { per: "ton", rateCents: 1425 }, startsOn: "2026-01-01" },
    }),
  );
  const at = `${yesterday}T15:00:00Z`;
  await ok(
    await office.post("/api/loads", {
      data: {
        jobId: job.id,
        driverId,
        stage: "completed",
        materialType: "Tepetate",
        quantity: 12.5,
        quantityUnit: "tons",
        ticketNumber: "B-901",
        startedAt: at,
        completedAt: at,
      },
    }),
  );
  await ok(await office.patch("/api/me/profile", { data: { language: "es" } }));

  // The day's tickets to approve, in Spanish, approved in one click.
  await signIn(page, server, contractor);
  await page.goto(`/approvals?from=${yesterday}&to=${yesterday}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "es", { timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Boletas por aprobar" })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole("link", { name: /Relleno de la obra norte/ }).click();
  await expect(page.getByRole("heading", { name: "Aprobar el día" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Boleta" })).toBeVisible();
  await page.getByRole("button", { name: "Aprobar todas las no marcadas" }).click();
  await expect(page.getByText("1 boleta aprobada")).toBeVisible();

  // Its invoice, drafted and issued, reads in Spanish on screen and in its PDF.
  const invoice = await ok(
    await office.post("/api/invoices", {
      data: { customerId: customer.id, from: yesterday, to: yesterday },
    }),
  );
  await ok(await office.post(`/api/invoices/${invoice.id}/issue`));
  await office.dispose();
  await page.goto(`/invoices/${invoice.id}`);
  await expect(page.getByRole("heading", { name: "Factura 1" })).toBeVisible();
  await expect(page.getByText("Emitida", { exact: true })).toBeVisible();
  await expect(page.getByRole("cell", { name: "12.5 toneladas" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Abrir PDF" })).toBeVisible();
  const pdf = await page.request.get(`/api/invoices/${invoice.id}/pdf`);
  expect(pdf.status()).toBe(200);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.body())), {
    mergePages: true,
  });
  const words = text.replace(/\s+/g, " ");
  for (const phrase of [
    "FACTURA",
    "Constructora Ríos",
    "Condiciones: Neto a 30 días",
    "Trabajo Relleno de la obra norte",
    "Material: Tepetate",
    "12.5 toneladas",
    "$14.25 / tonelada",
    "$178.13",
  ]) {
    expect(words).toContain(phrase);
  }
  expect(words).not.toContain("INVOICE");
});

/** What on screen is cut off or runs past the phone's edge, read from the layout. */
function layoutProblems() {
  const problems: string[] = [];
  const width = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > width + 1) {
    problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px)`);
  }
  for (const element of Array.from(document.querySelectorAll<HTMLElement>("body *"))) {
    const text = Array.from(element.childNodes)
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent ?? "")
      .join("")
      .trim();
    if (!text) continue;
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    // Hidden, or read by screen readers only (clipped away: "Skip to content" until focused).
    const clippedAway = style.clipPath.startsWith("inset(50%") || style.clip.startsWith("rect(0");
    if (box.width <= 1 || box.height <= 1 || clippedAway || !element.checkVisibility()) continue;
    const name = `"${text.slice(0, 40)}"`;
    if (box.right > width + 1 || box.left < -1) problems.push(`${name} runs past the edge`);
    const clips = style.overflowX !== "visible" || style.textOverflow === "ellipsis";
    if (clips && element.scrollWidth > element.clientWidth + 1) problems.push(`${name} is cut off`);
    if (style.overflowY !== "visible" && element.scrollHeight > element.clientHeight + 1) {
      if (style.overflowY === "hidden" || style.webkitLineClamp !== "none") {
        problems.push(`${name} is cut off below`);
      }
    }
  }
  return problems;
}

test("the driver's screens in the pseudo-locale, 40 % longer, cut off nothing at 390 px", async ({
  page,
  server,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const contractor = await createVerifiedAccount(server, { role: "contractor" });
  const driver = await addCompanyDriver(server, contractor, { firstName: "Ivy", lastName: "Cole" });
  const contractorApi = await apiAs(server, contractor);
  const job = await createJob(contractorApi, { title: "Riverside gravel haul" });
  const drivers = await (await contractorApi.get("/api/drivers")).json();
  await contractorApi.post(`/api/jobs/${job.id}/drivers`, {
    data: { driverId: drivers.drivers[0].id },
  });
  await contractorApi.dispose();
  await signIn(page, server, driver);
  const chosen = await page.request.patch("/api/me/profile", { data: { language: "en-XA" } });
  expect(chosen.status(), await chosen.text()).toBe(200);

  const screens = [
    "/driver-dashboard",
    "/driver-jobs",
    `/jobs/${job.id}/view`,
    "/driver-documents",
    "/driver-schedule",
  ];
  // The check itself sees a clipped line when there is one.
  await page.goto("/driver-dashboard");
  await page.evaluate(() => {
    const probe = document.createElement("p");
    probe.id = "layout-probe";
    probe.style.cssText = "width: 80px; overflow: hidden; white-space: nowrap";
    probe.textContent = "Ÿéš, éšţé ţéẋţö ñö çábé éñ öçhéñţá píẋéléš";
    document.body.append(probe);
  });
  const probed = await page.evaluate(layoutProblems);
  expect(probed.filter((problem) => problem.startsWith('"Ÿéš, éšţé'))).toEqual([
    expect.stringMatching(/ is cut off$/),
  ]);

  const found: string[] = [];
  for (const screen of screens) {
    await page.goto(screen);
    // The pseudo-locale is on: accented, and padded with short words.
    await expect(page.locator("#main")).toContainText("~");
    await page.waitForLoadState("networkidle");
    for (const problem of await page.evaluate(layoutProblems)) found.push(`${screen}: ${problem}`);
  }
  // The navigation the driver opens from the top bar.
  await page.goto("/driver-dashboard");
  await page.getByRole("button", { name: /^Öpéñ ñávígátíöñ/ }).click();
  for (const problem of await page.evaluate(layoutProblems)) found.push(`menu: ${problem}`);
  expect(found).toEqual([]);
});

test("a contractor in Spanish reads Account Settings, Subscription and Help in Spanish", async ({
  page,
  server,
}) => {
  test.slow();
  const contractor = await createVerifiedAccount(server, { role: "contractor" });
  await signIn(page, server, contractor);
  const chosen = await page.request.patch("/api/me/profile", { data: { language: "es" } });
  expect(chosen.status(), await chosen.text()).toBe(200);

  /** The screen's own words, with the person's name and e-mail taken out. */
  const wordsOn = async () =>
    (await page.locator("#main").innerText())
      .replaceAll(contractor.email, "")
      .replaceAll(contractor.firstName, "")
      .replaceAll(contractor.lastName, "");

  await page.goto("/account-settings");
  // The page's frame is drawn from HTML before the app starts and follows the profile.
  await expect(page.getByRole("heading", { name: "Configuración de la cuenta" })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole("tab", { name: "Perfil" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Zona de riesgo" })).toBeVisible();
  await expect(page.getByText("Logotipo de la empresa")).toBeVisible();
  expect((await wordsOn()).match(ENGLISH)).toBeNull();
  await page.getByRole("tab", { name: "Contraseña" }).click();
  await expect(page.getByLabel("Contraseña actual")).toBeVisible();

  await page.goto("/subscription");
  await expect(page.getByRole("heading", { name: "Suscripción", exact: true })).toBeVisible();
  await expect(page.getByText("Su plan decide cuántos camiones muestra su mapa.")).toBeVisible();
  await expect(page.getByRole("radio", { name: /Anual/ })).toBeVisible();
  expect((await wordsOn()).match(ENGLISH)).toBeNull();

  await page.goto("/help");
  await expect(page.getByRole("heading", { name: "Ayuda y soporte" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Para contratistas" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await page.getByText("¿Cómo publico un trabajo?").click();
  await expect(page.getByText(/Abra Trabajos y elija Nuevo trabajo/)).toBeVisible();
  expect((await wordsOn()).match(ENGLISH)).toBeNull();
});

test("the contractor's settings, plans and help in the pseudo-locale cut off nothing at 1280 px", async ({
  page,
  server,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 800 });
  const contractor = await createVerifiedAccount(server, { role: "contractor" });
  await signIn(page, server, contractor);
  const chosen = await page.request.patch("/api/me/profile", { data: { language: "en-XA" } });
  expect(chosen.status(), await chosen.text()).toBe(200);

  const found: string[] = [];
  for (const screen of ["/account-settings", "/subscription", "/help", "/drivers/invite"]) {
    await page.goto(screen);
    await expect(page.locator("#main")).toContainText("~");
    await page.waitForLoadState("networkidle");
    for (const problem of await page.evaluate(layoutProblems)) found.push(`${screen}: ${problem}`);
  }
  expect(found).toEqual([]);
});
