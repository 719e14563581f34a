import type { MessageKey } from '~/i18n/translate';

/**
 * The Terms and Conditions (docs/product/requirements.md section 2): ten numbered sections, as
 * catalogue keys (`legal_…`, app/i18n/messages), shown in the page's language. The English texts
 * are the spec's, word for word.
 */
/** The month the terms last changed (`YYYY-MM`), written out in the page's language (legalDates.ts). */
export const TERMS_LAST_UPDATED = '2025-01';

export const termsSections: { id: string; title: MessageKey; body: MessageKey[] }[] = [
  { id: 'acceptance', title: 'legal_acceptance_title', body: ['legal_acceptance_text'] },
  { id: 'services', title: 'legal_services_title', body: ['legal_services_text', 'legal_services_requests'] },
  { id: 'user-responsibilities', title: 'legal_responsibilities_title', body: ['legal_responsibilities_text'] },
  { id: 'content-ownership', title: 'legal_ownership_title', body: ['legal_ownership_text'] },
  { id: 'user-content', title: 'legal_user_content_title', body: ['legal_user_content_text'] },
  { id: 'third-party-links', title: 'legal_links_title', body: ['legal_links_text'] },
  { id: 'liability', title: 'legal_liability_title', body: ['legal_liability_text'] },
  { id: 'responsible-gaming', title: 'legal_gaming_title', body: ['legal_gaming_text'] },
  { id: 'terms-updates', title: 'legal_updates_title', body: ['legal_updates_text'] },
  { id: 'governing-law', title: 'legal_law_title', body: ['legal_law_text'] },
];
