import { asc, count, eq, inArray } from 'drizzle-orm';
import type { User } from '~/accounts/user';
import { recordAudit } from '~/audit/audit.server';
import { isUniqueViolation, type Database } from '~/db/client.server';
import { hotels, offerHotels, offers } from '~/db/schema';
import type { WriteOutcome } from '~/hotels/studio/hotels.write.server';
import type { ContentTranslations } from '~/i18n/contentTranslations';
import { causeChain } from '~/lib/causes';
import { isUuid } from '~/lib/ids';
import { NO_HOTEL, type OfferInput } from './offerInput.server';

/**
 * The editors' writes to the brand's offers (issue 31). Each change and its audit entry commit in
 * one transaction; the offers and offer_hotels triggers bump the content version
 * (drizzle/0029_pricing_content_triggers.sql), so /offers, the search's plans and GET /api/offers
 * follow at once. A slug or a promo code taken answers 409 on its field, also when two editors race
 * (the unique indexes decide). Offers price nights off the Flexible rate, so the hotels' price
 * ranges (Flexible only) stand.
 */

type Actor = Pick<User, '_id' | 'username'>;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Refusal = Extract<WriteOutcome<never>, { ok: false }>;
const fail = (status: 400 | 404 | 409, error: string, field?: string): Refusal => ({ ok: false, status, error, ...(field && { errors: { [field]: error } }) });

export const OFFER_NOT_FOUND = 'Offer not found';

type OfferRow = typeof offers.$inferSelect;
export interface StudioOffer extends OfferRow {
  hotels: { hotelId: string; name: string; slug: string; currency: string; supplementMinor: number }[];
}

async function withHotels(db: Pick<Database, 'select'>, rows: OfferRow[]): Promise<StudioOffer[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select({
      offerId: offerHotels.offerId,
      hotelId: hotels.id,
      name: hotels.name,
      slug: hotels.slug,
      currency: hotels.currency,
      supplementMinor: offerHotels.supplementMinor,
    })
    .from(offerHotels)
    .innerJoin(hotels, eq(hotels.id, offerHotels.hotelId))
    .where(
      inArray(
        offerHotels.offerId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(hotels.name));
  return rows.map((row) => ({ ...row, hotels: links.filter((l) => l.offerId === row.id).map(({ offerId: _offer, ...hotel }) => hotel) }));
}

/** Every offer, published or not, in the brand's order. */
export async function listOffersForStudio(db: Database): Promise<StudioOffer[]> {
  return withHotels(db, await db.select().from(offers).orderBy(asc(offers.position), asc(offers.name)));
}

export async function findOfferForStudio(db: Pick<Database, 'select'>, id: string): Promise<StudioOffer | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(offers).where(eq(offers.id, id));
  return row ? ((await withHotels(db, [row]))[0] ?? null) : null;
}

/** The hotels an offer can apply to, by name (at most `limit`), and how many there are in all. */
export async function hotelChoices(db: Database, limit: number) {
  const [rows, [total]] = await Promise.all([
    db.select({ id: hotels.id, name: hotels.name, city: hotels.city, currency: hotels.currency }).from(hotels).orderBy(asc(hotels.name)).limit(limit),
    db.select({ n: count() }).from(hotels),
  ]);
  return { hotels: rows, total: Number(total?.n ?? 0) };
}

/** The offer's own columns from its input. */
const columnsOf = (input: OfferInput) => {
  const { hotels: _hotels, promoStartsAt, promoEndsAt, ...rest } = input;
  return { ...rest, promoStartsAt: promoStartsAt ? new Date(promoStartsAt) : null, promoEndsAt: promoEndsAt ? new Date(promoEndsAt) : null };
};

/** Every hotel named exists, or the refusal naming the field. */
async function checkHotels(tx: Tx, input: OfferInput): Promise<Refusal | null> {
  if (input.hotels.length === 0) return fail(400, NO_HOTEL, 'hotels');
  const ids = input.hotels.map((h) => h.hotelId);
  const unknown = ids.find((id) => !isUuid(id));
  const found = unknown ? [] : await tx.select({ id: hotels.id }).from(hotels).where(inArray(hotels.id, ids));
  if (unknown || found.length !== ids.length) return fail(400, 'One of the hotels chosen does not exist (any more)', 'hotels');
  return null;
}

/** A slug or promo code another offer holds, as a refusal on its field. */
async function takenRefusal(tx: Tx, input: OfferInput, except?: string): Promise<Refusal | null> {
  const [bySlug] = await tx.select({ id: offers.id }).from(offers).where(eq(offers.slug, input.slug));
  if (bySlug && bySlug.id !== except) return fail(409, `Another offer already has the slug “${input.slug}”`, 'slug');
  if (input.promoCode) {
    const [byCode] = await tx.select({ id: offers.id }).from(offers).where(eq(offers.promoCode, input.promoCode));
    if (byCode && byCode.id !== except) return fail(409, `Another offer already has the promo code ${input.promoCode}`, 'promoCode');
  }
  return null;
}

/** A race lost to another editor's write: the unique index that refused it, as the same refusal. */
function raceRefusal(error: unknown, input: OfferInput): Refusal | null {
  if (!isUniqueViolation(error)) return null;
  const onCode = [...causeChain(error)].some((e) => String(e.constraint ?? e.constraint_name ?? '').includes('promo_code'));
  return onCode
    ? fail(409, `Another offer already has the promo code ${input.promoCode}`, 'promoCode')
    : fail(409, `Another offer already has the slug “${input.slug}”`, 'slug');
}

async function writeHotels(tx: Tx, offerId: string, input: OfferInput) {
  await tx.delete(offerHotels).where(eq(offerHotels.offerId, offerId));
  await tx.insert(offerHotels).values(input.hotels.map((h) => ({ offerId, hotelId: h.hotelId, supplementMinor: h.supplementMinor })));
}

export async function createOffer(db: Database, actor: Actor, input: OfferInput): Promise<WriteOutcome<StudioOffer>> {
  try {
    return await db.transaction(async (tx) => {
      const refused = (await checkHotels(tx, input)) ?? (await takenRefusal(tx, input));
      if (refused) return refused;
      const [row] = await tx.insert(offers).values(columnsOf(input)).returning();
      await writeHotels(tx, row!.id, input);
      const created = (await findOfferForStudio(tx, row!.id))!;
      await recordAudit(tx, actor, { action: 'offer.create', entity: 'offer', entityId: created.id, before: null, after: created });
      return { ok: true, value: created } as const;
    });
  } catch (error) {
    const refused = raceRefusal(error, input);
    if (refused) return refused;
    throw error;
  }
}

export async function updateOffer(db: Database, actor: Actor, id: string, input: OfferInput): Promise<WriteOutcome<StudioOffer>> {
  if (!isUuid(id)) return fail(404, OFFER_NOT_FOUND);
  try {
    return await db.transaction(async (tx) => {
      // Held until commit: a guest taking the code's last use waits, and the cap is checked against the uses that stand.
      const [locked] = await tx.select({ uses: offers.promoUses }).from(offers).where(eq(offers.id, id)).for('update');
      if (!locked) return fail(404, OFFER_NOT_FOUND);
      const refused = (await checkHotels(tx, input)) ?? (await takenRefusal(tx, input, id));
      if (refused) return refused;
      if (input.promoMaxUses !== null && input.promoMaxUses < locked.uses) {
        return fail(409, `The code has been used ${locked.uses} times: the cap can't be below ${locked.uses}`, 'promoMaxUses');
      }
      const before = (await findOfferForStudio(tx, id))!;
      await tx
        .update(offers)
        .set({ ...columnsOf(input), updatedAt: new Date() })
        .where(eq(offers.id, id));
      await writeHotels(tx, id, input);
      const after = (await findOfferForStudio(tx, id))!;
      await recordAudit(tx, actor, { action: 'offer.update', entity: 'offer', entityId: id, before, after });
      return { ok: true, value: after } as const;
    });
  } catch (error) {
    const refused = raceRefusal(error, input);
    if (refused) return refused;
    throw error;
  }
}

/** Deletes an offer; stays already requested on it keep their price and plan (their offer link is cleared). */
export async function deleteOffer(db: Database, actor: Actor, id: string): Promise<WriteOutcome<StudioOffer>> {
  if (!isUuid(id)) return fail(404, OFFER_NOT_FOUND);
  return db.transaction(async (tx) => {
    const before = await findOfferForStudio(tx, id);
    if (!before) return fail(404, OFFER_NOT_FOUND);
    await tx.delete(offers).where(eq(offers.id, id));
    await recordAudit(tx, actor, { action: 'offer.delete', entity: 'offer', entityId: id, before, after: null });
    return { ok: true, value: before } as const;
  });
}

/** The offer as its input: what a PATCH starts from, and what the studio's form shows. */
export function inputOf(offer: StudioOffer): OfferInput {
  return {
    slug: offer.slug,
    name: offer.name,
    summary: offer.summary,
    description: offer.description,
    translations: (offer.translations ?? {}) as ContentTranslations,
    inclusions: offer.inclusions,
    stayFrom: offer.stayFrom,
    stayUntil: offer.stayUntil,
    minNights: offer.minNights,
    discountPct: offer.discountPct,
    refundable: offer.refundable,
    published: offer.published,
    hotels: offer.hotels.map((h) => ({ hotelId: h.hotelId, supplementMinor: h.supplementMinor })),
    promoCode: offer.promoCode,
    promoStartsAt: offer.promoStartsAt?.toISOString() ?? null,
    promoEndsAt: offer.promoEndsAt?.toISOString() ?? null,
    promoMaxUses: offer.promoMaxUses,
  };
}
