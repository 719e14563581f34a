import { data, Form, useNavigation } from 'react-router';
import { sessionTokenOf } from '~/accounts/rootSession.server';
import { studioFormProof } from '~/accounts/stepUp.server';
import { site } from '~/site.config';
import { FormAnswer, type StudioAnswer } from '~/studio/FormAnswer';
import { requireSectionPage } from '~/studio/guard.server';
import { StudioField, useFocusAnswer } from '~/studio/StudioField';
import { StudioNav } from '~/studio/StudioNav';
import { StudioStepUp } from '~/studio/StudioStepUp';
import { utcDay } from '~/domain/stay';
import type { Route } from './+types/StudioPointsPage';
import { MAX_TIER_BONUS_PCT } from './earning';
import { programmeTotals } from './rewards.server';
import { checkBonuses, saveTierBonuses, tierBonusesOf, type BonusField } from './settings.server';
import '~/studio/studio.css';
import '~/admin/admin.css';
import { siteOf } from '~/lib/loadContext.server';

const FIELDS: readonly BonusField[] = ['goldBonusPct', 'sovereignBonusPct'];

export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = await requireSectionPage(siteOf(context).db, request);
  const [totals, bonuses] = await Promise.all([programmeTotals(siteOf(context).db, utcDay()), tierBonusesOf(siteOf(context).db)]);
  return { role: admin.role, totals, bonuses };
}

type BonusAnswer = StudioAnswer & { values?: Record<string, string> };

/**
 * The tier bonuses, as a plain form POST: the guard runs again, the server checks 0-200 whole
 * percent, and a fresh proof of the admin is asked for in the form when the session's is stale.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const admin = await requireSectionPage(siteOf(context).db, request);
  const form = await request.formData().catch(() => null);
  const values = Object.fromEntries(FIELDS.map((f) => [f, String(form?.get(f) ?? '')])) as Record<BonusField, string>;
  const checked = checkBonuses(values);
  if (!checked.ok) {
    const count = Object.keys(checked.errors).length;
    const message = count === 1 ? Object.values(checked.errors)[0]! : `Please correct the ${count} fields marked below.`;
    return data<BonusAnswer>({ ok: false, target: 'bonus', message, errors: checked.errors, values }, { status: 400 });
  }
  const deps = { db: siteOf(context).db, security: siteOf(context).security, userAgent: request.headers.get('user-agent') };
  const asked = form && (await studioFormProof(deps, admin._id, sessionTokenOf(request), form));
  if (asked)
    return data<BonusAnswer>(
      { ok: false, target: 'bonus', message: asked.message, errors: {}, values, stepUp: asked.stepUp, stepUpPasskey: asked.passkey },
      { status: asked.status },
    );
  const saved = await saveTierBonuses(siteOf(context).db, admin, checked.value);
  return data<BonusAnswer>({
    ok: true,
    target: 'bonus',
    message: `Tier bonus saved: Gold +${saved.gold} %, Sovereign +${saved.sovereign} %. Stays completed from now on earn it.`,
  });
}

export function meta() {
  return [{ title: `Aurelia Circle | Studio | ${site.name}` }, { name: 'robots', content: 'noindex' }];
}

const number = new Intl.NumberFormat('en');

/**
 * The programme for admins (docs/decisions/0042-points-ledger.md): the points members hold and
 * the points held for award nights, this month's earned, spent and adjusted points, and the tier
 * bonus on a stay's points, which the studio sets.
 */
export default function StudioPointsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { role, totals, bonuses } = loaderData;
  const busy = useNavigation().state === 'submitting';
  const ref = useFocusAnswer<HTMLElement>(actionData);
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const value = (field: BonusField) => failed?.values?.[field] ?? String(field === 'goldBonusPct' ? bonuses.gold : bonuses.sovereign);
  const month = new Date(`${totals.month.from}T00:00:00Z`).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (
    <div className="container studio admin">
      <StudioNav role={role} />
      <div className="studio-head">
        <h1>Aurelia Circle</h1>
      </div>
      <section className="card studio-room" aria-labelledby="totals-heading">
        <h2 id="totals-heading">The programme’s points</h2>
        <dl className="reservation-facts" data-testid="points-totals">
          <div>
            <dt>Outstanding (members’ balances)</dt>
            <dd data-testid="points-outstanding">{number.format(totals.outstanding)}</dd>
          </div>
          <div>
            <dt>Held for award nights awaiting the concierge</dt>
            <dd data-testid="points-held">{number.format(totals.held)}</dd>
          </div>
          <div>
            <dt>Members with points</dt>
            <dd>{number.format(totals.members)}</dd>
          </div>
          <div>
            <dt>Earned in {month}</dt>
            <dd data-testid="points-earned">{number.format(totals.month.earned)}</dd>
          </div>
          <div>
            <dt>Spent on award nights in {month}</dt>
            <dd data-testid="points-spent">{number.format(totals.month.spent)}</dd>
          </div>
          <div>
            <dt>Adjusted by staff in {month} (net)</dt>
            <dd>{number.format(totals.month.adjusted)}</dd>
          </div>
        </dl>
      </section>
      <section className="card studio-room" aria-labelledby="bonus-heading" ref={ref}>
        <h2 id="bonus-heading">Tier bonus</h2>
        <p className="muted" id="bonus-help">
          A completed stay earns 10 points per euro of its room total, plus its member’s tier bonus. Whole percentages from 0 to {MAX_TIER_BONUS_PCT}; Ivory
          members earn no bonus.
        </p>
        <Form method="post" aria-labelledby="bonus-heading" aria-describedby="bonus-help" noValidate>
          <FormAnswer answer={actionData} target="bonus" alertId="bonus-alert" />
          <div className="studio-fields">
            {FIELDS.map((field) => (
              <StudioField
                key={`${field}-${value(field)}`}
                form="bonus"
                name={field}
                label={field === 'goldBonusPct' ? 'Gold bonus (%)' : 'Sovereign bonus (%)'}
                type="number"
                min={0}
                max={MAX_TIER_BONUS_PCT}
                required
                value={value(field)}
                error={failed?.errors[field]}
              />
            ))}
          </div>
          <StudioStepUp kind={failed?.stepUp} passkey={failed?.stepUpPasskey} id="bonus-step-up" alertId="bonus-alert" />
          <button type="submit" className="button button-gold" disabled={busy}>
            Save the tier bonus
          </button>
        </Form>
      </section>
    </div>
  );
}
