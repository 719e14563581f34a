import { createRoute, z } from '@hono/zod-openapi';
import { freshProofOnly } from '~/accounts/stepUpGuard.server';
import { signedInAccount, signedInOnly } from '~/accounts/auth.server';
import { canManageReservations, isAdmin } from '~/accounts/user';
import { createRouter, ErrorSchema, idParam, isPrintableText, json, jsonBody, security, wholeNumber, type ApiDeps } from '~/api/openapi.server';
import { pointsEntryKinds } from '~/db/schema';
import { utcDay } from '~/domain/stay';
import { completeStay } from './completion.server';
import { mailLinkOrigin } from '~/mail/links.server';
import { pointsReasons } from './ledger.server';
import { adjustPoints, HISTORY_PAGE, programmeTotals, rewardsOf } from './rewards.server';
import { checkBonuses, saveTierBonuses, tierBonusesOf } from './settings.server';
import { MAX_TIER_BONUS_PCT } from './earning';

const TIERS = ['ivory', 'gold', 'sovereign'] as const;
const ADJUST_MAX = 10_000_000;
const REASON_MAX = 300;

const EntrySchema = z
  .object({
    _id: z.number().int().openapi({ description: 'The entry’s number: newer entries have greater ones' }),
    kind: z.enum(pointsEntryKinds),
    points: z.number().int().openapi({ description: 'Signed: earn and release add, hold, spend and expire take away, an adjustment either' }),
    reason: z
      .enum(pointsReasons)
      .openapi({ description: 'Why: stay (earned), award_stay, award_released, award_refund, award_change (a changed award stay), adjustment' }),
    note: z.string().nullable().openapi({ description: 'An adjustment’s reason, as the concierge wrote it' }),
    reservation: z.object({ _id: z.string(), reference: z.string() }).nullable(),
    createdAt: z.string(),
  })
  .openapi('PointsEntry');

const RewardsSchema = z
  .object({
    tier: z.enum(TIERS),
    nightsThisYear: z.number().int().openapi({ description: 'Confirmed nights of stays beginning this calendar year (UTC)' }),
    nextTier: z.enum(TIERS).nullable(),
    nightsToNext: z.number().int().nullable(),
    points: z.object({
      balance: z.number().int().openapi({ description: 'Spendable: the sum of the ledger’s entries (held points are not spendable)' }),
      pending: z.number().int().openapi({ description: 'What confirmed stays will earn once completed, at the member’s tier today' }),
    }),
    entries: z.array(EntrySchema).openapi({ description: 'The ledger, newest first' }),
    nextBefore: z.number().int().nullable().openapi({ description: 'Pass as `before` for the next (older) page; null on the last' }),
  })
  .openapi('Rewards');

const AdjustBody = z
  .object({
    points: z
      .number({ error: 'points must be a whole number' })
      .int('points must be a whole number')
      .refine((n) => n !== 0 && Math.abs(n) <= ADJUST_MAX, `points must be a whole number from -${ADJUST_MAX} to ${ADJUST_MAX}, not 0`),
    reason: z
      .string({ error: 'Please give the reason' })
      .trim()
      .min(1, 'Please give the reason')
      .max(REASON_MAX, `The reason must be at most ${REASON_MAX} characters`)
      .refine(isPrintableText, 'The reason may not hold control characters')
      .openapi({ description: 'Shown to the member as "Adjustment by the concierge: …"' }),
  })
  .openapi('PointsAdjustment');

const BonusSchema = z
  .object({
    goldBonusPct: z
      .number()
      .int()
      .openapi({ description: `Gold members’ bonus on a stay’s points, whole percent (0-${MAX_TIER_BONUS_PCT})` }),
    sovereignBonusPct: z
      .number()
      .int()
      .openapi({ description: `Sovereign members’ bonus, whole percent (0-${MAX_TIER_BONUS_PCT})` }),
  })
  .openapi('TierBonus');

const staffOnly = { 401: json(ErrorSchema, 'Not signed in'), 403: json(ErrorSchema, 'Signed in, but not concierge or admin') };

/** The Aurelia Circle's API: the member's rewards, a stay's completion and staff adjustments (docs/product/api.md). */
export function loyaltyApi({ db, mail, security: options }: ApiDeps) {
  // Adjusting points and the tier bonus want a fresh proof of the owner (docs/decisions/0053).
  const proved = freshProofOnly(db, options);
  const account = signedInOnly(db);
  const staff = signedInOnly(db, { check: canManageReservations, refusal: 'Only the concierge team can do this' });
  const admin = signedInOnly(db, { check: isAdmin, refusal: 'Only admins can see the programme’s totals' });
  const totalsRoute = createRoute({
    method: 'get',
    path: '/admin/points',
    summary: 'The Aurelia Circle’s totals (admin)',
    security,
    middleware: [admin],
    responses: {
      200: json(
        z
          .object({
            outstanding: z.number().int().openapi({ description: 'Points members hold (spendable)' }),
            held: z.number().int().openapi({ description: 'Points held for award nights awaiting the concierge' }),
            month: z.object({
              from: z.string().openapi({ format: 'date' }),
              earned: z.number().int(),
              spent: z.number().int(),
              adjusted: z.number().int().openapi({ description: 'Staff adjustments, net' }),
            }),
            members: z.number().int().openapi({ description: 'Members with points' }),
            bonus: BonusSchema,
          })
          .openapi('PointsTotals'),
        'Points outstanding and held; earned, spent and adjusted this calendar month (UTC)',
      ),
      401: json(ErrorSchema, 'Not signed in'),
      403: json(ErrorSchema, 'Not an admin'),
    },
  });

  const bonusRoute = createRoute({
    method: 'put',
    path: '/admin/points/bonus',
    summary: 'Set the tier bonus on the points a stay earns (admin; needs a fresh proof)',
    description: 'Both percentages, whole numbers from 0 to 200; audited. Stays completed from then on earn it (and pending points follow).',
    security,
    middleware: [admin, proved],
    request: { body: jsonBody(z.object({ goldBonusPct: z.unknown(), sovereignBonusPct: z.unknown() }).openapi({ type: 'object' })) },
    responses: {
      200: json(BonusSchema, 'Saved'),
      400: json(ErrorSchema, 'A percentage missing, not whole, or outside 0-200 (details by field)'),
      401: json(ErrorSchema, 'Not signed in'),
      403: json(ErrorSchema, 'Not an admin'),
    },
  });

  const rewardsRoute = createRoute({
    method: 'get',
    path: '/account/rewards',
    summary: "The caller's Aurelia Circle: tier, points and their history",
    security,
    middleware: [account],
    request: {
      query: z.object({
        limit: wholeNumber('limit', 1, 100).optional().openapi({ type: 'integer', example: HISTORY_PAGE }),
        before: wholeNumber('before', 1, 999_999_999).optional().openapi({ type: 'integer', description: 'Entries older than this entry id (nextBefore)' }),
      }),
    },
    responses: {
      200: json(RewardsSchema, 'The member’s standing and a page of their ledger'),
      400: json(ErrorSchema, 'A bad limit or before'),
      401: json(ErrorSchema, 'Not signed in'),
    },
  });
  const completeRoute = createRoute({
    method: 'post',
    path: '/reservations/{id}/complete',
    summary: 'Mark a confirmed stay completed after check-out (concierge, admin)',
    description:
      'Credits the stay’s points: 10 per euro of the room total at the rates table’s rate, plus the tier bonus (Gold 25 %, Sovereign 50 %). Award nights earn none. The daily job completes the rest.',
    security,
    middleware: [staff],
    request: { params: idParam },
    responses: {
      200: json(
        z.object({ _id: z.string(), completed: z.literal(true), pointsEarned: z.number().int() }).openapi('CompletedStay'),
        'Completed; the points are credited',
      ),
      ...staffOnly,
      404: json(ErrorSchema, 'No such reservation'),
      409: json(ErrorSchema, 'Not confirmed, already completed, or before its check-out day'),
    },
  });
  const adjustRoute = createRoute({
    method: 'post',
    path: '/staff/members/{userId}/points',
    summary: "Adjust a member's points with a reason (concierge, admin; needs a fresh proof)",
    security,
    middleware: [staff, proved],
    request: {
      params: z.object({
        userId: z
          .string()
          .max(64)
          .openapi({ param: { name: 'userId', in: 'path' } }),
      }),
      body: jsonBody(AdjustBody),
    },
    responses: {
      201: json(z.object({ balance: z.number().int() }).openapi('PointsBalance'), 'Written and audited; the member’s new balance'),
      400: json(ErrorSchema, 'Points or reason missing or out of bounds'),
      ...staffOnly,
      404: json(ErrorSchema, 'No such member'),
      409: json(ErrorSchema, 'The balance would go below zero'),
    },
  });

  return createRouter()
    .openapi(totalsRoute, async (c) => {
      const [totals, bonus] = await Promise.all([programmeTotals(db, utcDay()), tierBonusesOf(db)]);
      return c.json({ ...totals, bonus: { goldBonusPct: bonus.gold, sovereignBonusPct: bonus.sovereign } }, 200);
    })
    .openapi(bonusRoute, async (c) => {
      const body = c.req.valid('json');
      // JSON numbers only (a form's text is the studio page's).
      const numberOr = (v: unknown) => (typeof v === 'number' ? v : NaN);
      const checked = checkBonuses({ goldBonusPct: numberOr(body.goldBonusPct), sovereignBonusPct: numberOr(body.sovereignBonusPct) });
      if (!checked.ok) return c.json({ error: Object.values(checked.errors)[0]!, details: checked.errors as Record<string, string> }, 400);
      const saved = await saveTierBonuses(db, signedInAccount(c), checked.value);
      return c.json({ goldBonusPct: saved.gold, sovereignBonusPct: saved.sovereign }, 200);
    })
    .openapi(rewardsRoute, async (c) => {
      const { limit, before } = c.req.valid('query');
      return c.json(await rewardsOf(db, signedInAccount(c)._id, utcDay(), { limit, before }), 200);
    })
    .openapi(completeRoute, async (c) => {
      const id = c.req.valid('param').id;
      // The guest is invited to review the hotel (issue 49), with a link to this site.
      const outcome = await completeStay(db, id, signedInAccount(c), utcDay(), {}, { origin: mailLinkOrigin(c.req.raw), mail });
      return outcome.ok ? c.json({ _id: id, completed: true as const, pointsEarned: outcome.points }, 200) : c.json({ error: outcome.error }, outcome.status);
    })
    .openapi(adjustRoute, async (c) => {
      const outcome = await adjustPoints(db, signedInAccount(c), c.req.valid('param').userId, c.req.valid('json'));
      return outcome.ok ? c.json({ balance: outcome.balance }, 201) : c.json({ error: outcome.error }, outcome.status);
    });
}
