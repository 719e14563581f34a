import { data, Link } from 'react-router';
import type { ContentTranslations } from '~/i18n/contentTranslations';
import { site } from '~/site.config';
import { FormAnswer } from '~/studio/FormAnswer';
import { requireSectionPage } from '~/studio/guard.server';
import { StudioError } from '~/studio/StudioError';
import { useFocusAnswer } from '~/studio/StudioField';
import { StudioNav } from '~/studio/StudioNav';
import { TranslationsForm } from '~/studio/TranslationsForm';
import { ErrorState } from '~/ui/ErrorState';
import { refusalFor } from '~/pricing/studio/priceForms';
import type { Route } from './+types/StudioOfferTranslationsPage';
import { saveOfferTranslationsFromForm } from './offerForm.server';
import { OFFER_TRANSLATED, OFFER_TRANSLATIONS } from './offerInput';
import { findOfferForStudio } from './offers.write.server';
import '~/studio/studio.css';
import '~/studio/studioFields.css';
import { siteOf } from '~/lib/loadContext.server';

async function offerOf(db: SiteContext['db'], id: string) {
  const offer = await findOfferForStudio(db, id);
  if (!offer) throw data({ error: 'Offer not found' }, { status: 404 });
  return offer;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = await requireSectionPage(siteOf(context).db, request);
  const { id, name, summary, description, translations } = await offerOf(siteOf(context).db, params.id);
  return { role: user.role, offer: { id, name, summary, description }, translations: (translations ?? {}) as ContentTranslations };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const user = await requireSectionPage(siteOf(context).db, request);
  const offer = await offerOf(siteOf(context).db, params.id);
  return saveOfferTranslationsFromForm(siteOf(context).db, user, request, offer.id);
}

export function meta({ loaderData: loaderData }: Route.MetaArgs) {
  return [{ title: `Translations | ${loaderData?.offer.name ?? 'Offer'} | Offers | Studio | ${site.name}` }, { name: 'robots', content: 'noindex' }];
}

/** An offer's name, summary and description in the site's other languages: one plain form. */
export default function StudioOfferTranslationsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { offer, translations } = loaderData;
  const pageRef = useFocusAnswer<HTMLDivElement>(actionData);
  return (
    <div className="container studio" ref={pageRef}>
      <StudioNav role={loaderData.role} />
      <p className="studio-back">
        <Link to={`/studio/offers/${offer.id}`}>← {offer.name}</Link>
      </p>
      <h1>Translations: {offer.name}</h1>
      <TranslationsForm
        target={OFFER_TRANSLATIONS}
        itemName={offer.name}
        intent="translations"
        fields={OFFER_TRANSLATED.map((field) => ({ ...field, english: offer[field.name] }))}
        translations={translations}
        failed={refusalFor(actionData, OFFER_TRANSLATIONS)}
        answer={<FormAnswer answer={actionData} target={OFFER_TRANSLATIONS} />}
        open
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (error && typeof error === 'object' && 'status' in error && error.status === 404) {
    return <ErrorState title="Offer not found" message="It may have been deleted." backTo={{ href: '/studio/offers', label: 'Back to the offers' }} />;
  }
  return <StudioError error={error} area="content" />;
}
