import { randomUUID } from "node:crypto";
import {
  boundingBoxOf,
  type CreateSiteInput,
  CreateSiteInputSchema,
  jobLabelOf,
  messages,
  type Site,
  type SiteGeometry,
  type UpdateSiteInput,
  UpdateSiteInputSchema,
} from "@haulwise/domain";
import { type Actor, requireContractor } from "../../auth/actor.js";
import type { Clock } from "../../clock.js";
import type { Db, Executor } from "../../db/database.js";
import type { Dialect } from "../../db/dialect.js";
import type { EventBus } from "../../events/bus.js";
import { badRequest, conflict, forbidden, notFound } from "../../http/app-error.js";
import * as repo from "./sites.repo.js";

export type SitesService = ReturnType<typeof createSitesService>;

const m = messages.sites;

const byName = (a: Site, b: Site) =>
  a.name.localeCompare(b.name, "en", { sensitivity: "base" }) || a.id.localeCompare(b.id);

export function toSite(row: repo.SiteRow): Site {
  return {
    id: row.id,
    companyId: row.company_id,
    name: row.name,
    address: row.address,
    geometry: JSON.parse(row.geometry) as SiteGeometry,
    minDwellSeconds: row.min_dwell_seconds,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    archivedAt: row.archived_at,
  };
}

/** The fence's columns: the geometry as JSON and its box. */
function fenceColumns(geometry: SiteGeometry) {
  const box = boundingBoxOf(geometry);
  return { geometry: JSON.stringify(geometry), ...box };
}

/**
 * A company's sites: fenced places its trucks load and dump at. Only its contractor draws,
 * edits and archives them; its drivers read them (for their maps). Every change to what a
 * fence counts raises the company's site revision in the same transaction, which is what
 * live counting and the recount worker watch.
 */
export function createSitesService(deps: {
  db: Db;
  dialect: Dialect;
  clock: Clock;
  events: EventBus;
}) {
  const { db, dialect, clock, events } = deps;
  const nowIso = () => clock.now().toISOString();

  async function requireSite(companyId: string, siteId: string) {
    const row = await repo.findSite(db, companyId, siteId);
    if (!row) throw notFound(m.notFound);
    return row;
  }

  /** Writes a new site and raises the revision, inside the caller's transaction or its own. */
  async function insert(
    trx: Executor,
    companyId: string,
    createdBy: string,
    details: ReturnType<typeof CreateSiteInputSchema.parse>,
  ) {
    const now = nowIso();
    const id = randomUUID();
    await repo.insertSite(trx, {
      id,
      company_id: companyId,
      name: details.name,
      address: details.address ?? null,
      ...fenceColumns(details.geometry),
      min_dwell_seconds: details.minDwellSeconds ?? null,
      created_by: createdBy,
      created_at: now,
      updated_at: now,
      archived_at: null,
    });
    await repo.raiseRevision(trx, companyId, now);
    return id;
  }

  return {
    /**
     * The sites a person may see: a contractor's company's, or, for a driver, those of every
     * company they drive for. Archived ones instead when `archived` is asked for (contractors).
     */
    async list(actor: Actor, query: { archived?: boolean } = {}): Promise<Site[]> {
      if (actor.role === "contractor" && actor.company) {
        const rows = await repo.findSitesOf(db, [actor.company.id], query.archived ?? false);
        return rows.map(toSite).sort(byName);
      }
      if (actor.role === "driver") {
        if (query.archived) throw forbidden(m.contractorsOnly);
        const companies = await repo.findDriverCompanies(db, actor.userId);
        return (await repo.findSitesOf(db, companies, false)).map(toSite).sort(byName);
      }
      throw forbidden(messages.companies.contractorsOnly);
    },

    /** Draws a new site of the contractor's company. */
    async create(actor: Actor, input: CreateSiteInput): Promise<Site> {
      const company = requireContractor(actor);
      const details = CreateSiteInputSchema.parse(input);
      const id = await db
        .transaction()
        .execute((trx) => insert(trx, company.id, actor.userId, details));
      events.emit("site.changed", { companyId: company.id, siteId: id, fenceChanged: true });
      return toSite(await requireSite(company.id, id));
    },

    /**
     * A site drawn for someone else's request (a driver marking the pit), inside the caller's
     * transaction; announced by the caller once committed.
     */
    createWithin(
      trx: Executor,
      companyId: string,
      createdBy: string,
      input: CreateSiteInput,
    ): Promise<string> {
      return insert(trx, companyId, createdBy, CreateSiteInputSchema.parse(input));
    },

    /** Renames, moves, reshapes or re-times a site that is not archived. */
    async update(actor: Actor, siteId: string, input: UpdateSiteInput): Promise<Site> {
      const company = requireContractor(actor);
      const patch = UpdateSiteInputSchema.parse(input);
      const fenceChanged = await db.transaction().execute(async (trx) => {
        const site = await repo.findSiteForUpdate(trx, dialect, company.id, siteId);
        if (!site) throw notFound(m.notFound);
        if (site.archived_at) throw conflict(m.archived);
        const now = nowIso();
        const geometry = patch.geometry ? fenceColumns(patch.geometry) : null;
        const counts =
          (geometry !== null && geometry.geometry !== site.geometry) ||
          (patch.minDwellSeconds !== undefined &&
            (patch.minDwellSeconds ?? null) !== site.min_dwell_seconds);
        await repo.updateSite(trx, site.id, {
          ...(patch.name !== undefined ? { name: patch.name } : {}),
          ...(patch.address !== undefined ? { address: patch.address ?? null } : {}),
          ...(geometry ?? {}),
          ...(patch.minDwellSeconds !== undefined
            ? { min_dwell_seconds: patch.minDwellSeconds ?? null }
            : {}),
          updated_at: now,
        });
        if (counts) await repo.raiseRevision(trx, company.id, now);
        return counts;
      });
      events.emit("site.changed", { companyId: company.id, siteId, fenceChanged });
      return toSite(await requireSite(company.id, siteId));
    },

    /**
     * Archives a site: it leaves maps and lists and stops counting from now; what it counted
     * stays. Refused while an open job loads or dumps there. Archiving twice is a no-op.
     */
    async archive(actor: Actor, siteId: string): Promise<void> {
      const company = requireContractor(actor);
      const archived = await db.transaction().execute(async (trx) => {
        const site = await repo.findSiteForUpdate(trx, dialect, company.id, siteId);
        if (!site) throw notFound(m.notFound);
        if (site.archived_at) return false;
        const [job] = await repo.findOpenJobsUsing(trx, site.id);
        if (job) {
          const role = job.load_site_id === site.id ? "load" : "dump";
          throw conflict(m.inUse(site.name, role, jobLabelOf(job.title, job.job_number)));
        }
        const now = nowIso();
        await repo.updateSite(trx, site.id, { archived_at: now, updated_at: now });
        await repo.raiseRevision(trx, company.id, now);
        return true;
      });
      if (archived) {
        events.emit("site.changed", { companyId: company.id, siteId, fenceChanged: true });
      }
    },

    /** One site of the company as the API shows it, archived ones included. */
    async get(companyId: string, siteId: string): Promise<Site> {
      return toSite(await requireSite(companyId, siteId));
    },

    /**
     * Refuses anything but one of the company's sites that is not archived, with a message
     * about the field it came in: what a job's route may name.
     */
    async requireUsableSite(trx: Executor, companyId: string, siteId: string) {
      const site = await repo.findSite(trx, companyId, siteId);
      if (!site) throw badRequest(m.notCompanySite);
      if (site.archived_at) throw badRequest(`${site.name}: ${m.archived}`);
      return toSite(site);
    },
  };
}
