import {
  type ContributionKind,
  type ContributionScheme,
  FUND_ITEMS,
  type ItemRule,
  type PlatformCity,
  type SchemeSave,
  type SchemeVersionInput,
  SOCIAL_ITEMS,
} from '@renli/contracts';
import Decimal from 'decimal.js';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { CompanyActor } from '../../../core/actor.ts';
import { badRequest, conflict, notFound } from '../../../core/http/errors.ts';
import { type Locale, translate } from '../../../core/i18n/index.ts';
import type { Database, DbOrTx } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import { contributionCities } from '../../dicts/contribution-cities.ts';
import type { VersionRules } from './calc.ts';
import { socialMessages as m } from './messages.ts';
import {
  contributionEnrolments,
  contributionSchemeItems,
  contributionSchemes,
  contributionSchemeVersions,
} from './schema.ts';

// Schemes (参保方案 / 公积金方案, docs/product/salary.md, "Social insurance and housing fund"): a
// city's rules with versions effective from a month; "从平台参数创建" copies the platform's figures.

export const ITEMS_OF: Record<ContributionKind, readonly string[]> = {
  social: SOCIAL_ITEMS,
  fund: FUND_ITEMS,
};
export const itemLabel = (locale: Locale, item: string) =>
  translate(locale, m[`salary.social.item.${item}` as keyof typeof m]);
export const kindLabel = (locale: Locale, kind: ContributionKind) =>
  translate(locale, m[`salary.social.kind.${kind}` as keyof typeof m]);

export interface SchemeRules {
  id: number;
  name: string;
  /** Oldest first. */
  versions: (VersionRules & { id: number })[];
}

/** The rules of the company's schemes (of these ids, or all of a kind), with their versions and items. */
export async function schemeRules(
  db: DbOrTx,
  compId: number,
  filter: { ids: readonly number[] } | { kind: ContributionKind },
): Promise<Map<number, SchemeRules & { row: typeof contributionSchemes.$inferSelect }>> {
  if ('ids' in filter && filter.ids.length === 0) return new Map();
  const schemes = await db
    .select()
    .from(contributionSchemes)
    .where(
      and(
        eq(contributionSchemes.compId, compId),
        'ids' in filter
          ? inArray(contributionSchemes.id, [...new Set(filter.ids)])
          : eq(contributionSchemes.kind, filter.kind),
      ),
    )
    .orderBy(asc(contributionSchemes.id));
  const out = new Map(
    schemes.map((row) => [
      row.id,
      { id: row.id, name: row.name, row, versions: [] as SchemeRules['versions'] },
    ]),
  );
  if (schemes.length === 0) return out;
  const versions = await db
    .select()
    .from(contributionSchemeVersions)
    .where(inArray(contributionSchemeVersions.schemeId, [...out.keys()]))
    .orderBy(asc(contributionSchemeVersions.effectiveFrom));
  const items = versions.length
    ? await db
        .select()
        .from(contributionSchemeItems)
        .where(
          inArray(
            contributionSchemeItems.versionId,
            versions.map((v) => v.id),
          ),
        )
        .orderBy(asc(contributionSchemeItems.sort), asc(contributionSchemeItems.id))
    : [];
  for (const v of versions)
    out.get(v.schemeId)!.versions.push({
      id: v.id,
      effectiveFrom: v.effectiveFrom,
      baseMin: v.baseMin,
      baseMax: v.baseMax,
      items: items
        .filter((i) => i.versionId === v.id)
        .map((i) => ({
          item: i.item,
          companyRate: trimRate(i.companyRate),
          personalRate: trimRate(i.personalRate),
          companyFixed: i.companyFixed,
          personalFixed: i.personalFixed,
          rounding: i.rounding,
        })),
    });
  return out;
}

/** "16.0000" -> "16", as HR typed it. */
const trimRate = (rate: string) => new Decimal(rate).toString();

/** The schemes of a kind as the screen shows them, versions newest first. */
export async function schemeList(
  db: DbOrTx,
  compId: number,
  kind: ContributionKind,
): Promise<ContributionScheme[]> {
  const rules = await schemeRules(db, compId, { kind });
  const counts = rules.size
    ? await db
        .select({ schemeId: contributionEnrolments.schemeId, n: count() })
        .from(contributionEnrolments)
        .where(
          and(
            eq(contributionEnrolments.compId, compId),
            inArray(contributionEnrolments.schemeId, [...rules.keys()]),
          ),
        )
        .groupBy(contributionEnrolments.schemeId)
    : [];
  const enrolled = new Map(counts.map((c) => [c.schemeId, c.n]));
  return [...rules.values()].map(({ row, versions }) => ({
    id: row.id,
    kind: row.kind,
    name: row.name,
    cityCode: row.cityCode,
    cityName: row.cityName,
    version: row.version,
    versions: [...versions].reverse().map((v) => ({ ...v, items: [...v.items] })),
    enrolled: enrolled.get(row.id) ?? 0,
  }));
}

/** Problems of a version's rules: the base range, items of the scheme's kind, each once. */
function checkRules(kind: ContributionKind, rules: SchemeVersionInput, locale: Locale) {
  if (new Decimal(rules.baseMin).gt(rules.baseMax)) throw badRequest(m['salary.social.baseRange']);
  const seen = new Set<string>();
  for (const { item } of rules.items) {
    if (!ITEMS_OF[kind].includes(item))
      throw badRequest(m['salary.social.itemOfKind'], { item: itemLabel(locale, item) });
    if (seen.has(item)) throw badRequest(m['salary.social.itemTwice'], { item: itemLabel(locale, item) });
    seen.add(item);
  }
}

export async function writeVersion(tx: DbOrTx, compId: number, schemeId: number, rules: SchemeVersionInput) {
  // A version of the same month is replaced: HR correcting this year's figures.
  await tx
    .delete(contributionSchemeVersions)
    .where(
      and(
        eq(contributionSchemeVersions.schemeId, schemeId),
        eq(contributionSchemeVersions.effectiveFrom, rules.effectiveFrom),
      ),
    );
  const [version] = await tx
    .insert(contributionSchemeVersions)
    .values({
      compId,
      schemeId,
      effectiveFrom: rules.effectiveFrom,
      baseMin: rules.baseMin,
      baseMax: rules.baseMax,
    })
    .returning({ id: contributionSchemeVersions.id });
  await tx
    .insert(contributionSchemeItems)
    .values(rules.items.map((rule: ItemRule, sort) => ({ versionId: version!.id, sort, ...rule })));
}

/** Creates a scheme or renames one, saving `rules` as the version of their month. */
export async function saveScheme(db: Database, actor: CompanyActor, body: SchemeSave, locale: Locale) {
  checkRules(body.kind, body.rules, locale);
  const { compId } = actor;
  try {
    const id = await db.transaction(async (tx) => {
      let schemeId = body.id;
      if (schemeId === undefined) {
        const [row] = await tx
          .insert(contributionSchemes)
          .values({
            compId,
            kind: body.kind,
            name: body.name,
            cityCode: body.cityCode,
            cityName: body.cityName,
          })
          .returning({ id: contributionSchemes.id });
        schemeId = row!.id;
      } else {
        const [row] = await tx
          .select()
          .from(contributionSchemes)
          .where(
            and(
              eq(contributionSchemes.id, schemeId),
              eq(contributionSchemes.compId, compId),
              eq(contributionSchemes.kind, body.kind),
            ),
          )
          .for('update');
        if (!row) throw notFound(m['salary.social.schemeNotFound']);
        if (body.version !== undefined && body.version !== row.version)
          throw conflict(m['salary.social.stale']);
        await tx
          .update(contributionSchemes)
          .set({
            name: body.name,
            cityCode: body.cityCode,
            cityName: body.cityName,
            version: row.version + 1,
            updatedAt: new Date(),
          })
          .where(eq(contributionSchemes.id, schemeId));
      }
      await writeVersion(tx, compId, schemeId, body.rules);
      return schemeId;
    });
    return (await schemeList(db, compId, body.kind)).find((s) => s.id === id)!;
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(m['salary.social.schemeNameTaken'], { name: body.name });
    throw error;
  }
}

/** Removes a scheme no enrolment names. */
export async function deleteScheme(db: Database, compId: number, id: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(contributionSchemes)
      .where(and(eq(contributionSchemes.id, id), eq(contributionSchemes.compId, compId)))
      .for('update');
    if (!row) throw notFound(m['salary.social.schemeNotFound']);
    const [used] = await tx
      .select({ n: count() })
      .from(contributionEnrolments)
      .where(eq(contributionEnrolments.schemeId, id));
    if (used!.n > 0) throw badRequest(m['salary.social.schemeInUse'], { name: row.name, count: used!.n });
    await tx.delete(contributionSchemes).where(eq(contributionSchemes.id, id));
    return { deleted: 1 };
  });
}

const rate = (value: number) => new Decimal(String(value)).toDecimalPlaces(4).toString();
const yuan = (value: number) => new Decimal(String(value)).toFixed(2);

/**
 * The platform dictionary's cities as scheme figures: social insurance rounds to the cent, the
 * housing fund to the yuan (how most cities' 公积金 centres bill); HR changes either afterwards.
 */
export async function platformCities(
  db: DbOrTx,
  kind: ContributionKind,
  locale: Locale,
): Promise<PlatformCity[]> {
  const name = (c: { labelZh: string; labelEn: string }) => (locale === 'en' && c.labelEn) || c.labelZh;
  if (kind === 'fund')
    return (await contributionCities(db, 'ProvidentFund')).map((c) => ({
      cityCode: c.code,
      cityName: name(c),
      rules: {
        baseMin: yuan(c.extra.baseMin),
        baseMax: yuan(c.extra.baseMax),
        items: [
          {
            item: 'fund',
            companyRate: rate(c.extra.companyRate),
            personalRate: rate(c.extra.personalRate),
            companyFixed: '0.00',
            personalFixed: '0.00',
            rounding: 'yuan',
          },
        ],
      },
    }));
  return (await contributionCities(db, 'SocialSecurity')).map((c) => ({
    cityCode: c.code,
    cityName: name(c),
    rules: {
      baseMin: yuan(c.extra.baseMin),
      baseMax: yuan(c.extra.baseMax),
      items: (['pension', 'medical', 'unemployment', 'injury', 'maternity'] as const).map((item) => ({
        item,
        companyRate: rate(c.extra[item].company),
        personalRate: rate(c.extra[item].personal),
        companyFixed: '0.00',
        personalFixed: '0.00',
        rounding: 'cent' as const,
      })),
    },
  }));
}

/** 从平台参数创建: a scheme named after the city (上海社保方案, then 上海社保方案2…) with its figures. */
export async function schemeFromPlatform(
  db: Database,
  actor: CompanyActor,
  body: { kind: ContributionKind; cityCode: string; effectiveFrom: string },
  locale: Locale,
) {
  const city = (await platformCities(db, body.kind, locale)).find((c) => c.cityCode === body.cityCode);
  if (!city) throw badRequest(m['salary.social.cityNotFound']);
  const taken = new Set(
    (
      await db
        .select({ name: contributionSchemes.name })
        .from(contributionSchemes)
        .where(and(eq(contributionSchemes.compId, actor.compId), eq(contributionSchemes.kind, body.kind)))
        .orderBy(desc(contributionSchemes.id))
    ).map((r) => r.name),
  );
  const base = [city.cityName, kindLabel(locale, body.kind)].join(locale === 'en' ? ' ' : '');
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base}${n}`;
  return saveScheme(
    db,
    actor,
    {
      kind: body.kind,
      name,
      cityCode: city.cityCode,
      cityName: city.cityName,
      rules: { ...city.rules, effectiveFrom: body.effectiveFrom },
    },
    locale,
  );
}
