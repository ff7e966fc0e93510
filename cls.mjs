import { chromium } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
const base = process.argv[2]; const dataDir = process.argv[3];
async function api(method, url, body, cookie) {
  const r = await fetch(base + url, { method, redirect: "manual", headers: { origin: base, ...(body ? { "content-type": "application/json" } : {}), ...(cookie ? { cookie } : {}) }, body: body ? JSON.stringify(body) : undefined });
  return r;
}
async function session(role) {
  const email = `cls-${role}-${Date.now()}@example.com`, password = "correct-horse-battery";
  await api("POST", "/api/auth/sign-up/email", { email, password, name: "A B", firstName: "A", lastName: "B", role });
  await new Promise(r => setTimeout(r, 500));
  for (const f of readdirSync(dataDir + "/outbox")) { const m = JSON.parse(readFileSync(dataDir + "/outbox/" + f)); if (m.to === email) { const l = new URL(m.link); await api("GET", l.pathname + l.search); } }
  const s = await api("POST", "/api/auth/sign-in/email", { email, password });
  return s.headers.getSetCookie().map(c => c.split(";")[0]);
}
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const [role, path] of [["contractor", "/jobs"], ["driver", "/driver-jobs"]]) {
  const cookies = await session(role);
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  await ctx.addCookies(cookies.map(c => { const [name, value] = c.split("="); return { name, value, url: base }; }));
  const page = await ctx.newPage();
  await page.addInitScript(() => { window.__shifts = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__shifts.push({ value: e.value, t: Math.round(e.startTime), sources: (e.sources || []).map(s => (s.node?.outerHTML || "").slice(0, 140) + ` ${JSON.stringify(s.previousRect)} -> ${JSON.stringify(s.currentRect)}`) }); }).observe({ type: "layout-shift", buffered: true }); });
  await page.goto(base + path, { waitUntil: "networkidle" });
  await page.waitForTimeout(1000);
  console.log(path, JSON.stringify(await page.evaluate(() => window.__shifts), null, 1).slice(0, 3000));
  await ctx.close();
}
await browser.close();
