import { site } from '~/site.config';

/** The Terms and Conditions (docs/product/requirements.md section 2): ten numbered sections. */
export const TERMS_LAST_UPDATED = 'January 2025';

export const termsSections: { id: string; title: string; body: string[] }[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of Terms',
    body: [`By using the ${site.name} website you agree to these Terms and Conditions. If you do not agree with them, please do not use the website.`],
  },
  {
    id: 'services',
    title: 'Services',
    body: [
      `This website presents information about ${site.name}: our hotels, casinos, restaurants, spas and events, and our travel journal. It lets you create an account, see which rooms are free, request reservations, contact us and subscribe to our newsletter.`,
      'A reservation made on the website is a request, not a contract: no payment is taken or processed on the website. We hold the room you chose while our concierge reviews your request, and the reservation is made only when we confirm it to you in writing. Until then either of us may withdraw it; you may cancel a requested or confirmed stay on the website until the day before check-in.',
    ],
  },
  {
    id: 'user-responsibilities',
    title: 'User Responsibilities',
    body: [
      'You agree to give accurate information when you create an account or contact us, to keep your password confidential, and to use the website lawfully and without disrupting it for others.',
    ],
  },
  {
    id: 'content-ownership',
    title: 'Content Ownership',
    body: [
      `The text, illustrations, logos and design of this website belong to ${site.legalName} or its licensors and are protected by copyright and trade mark law. You may view and print pages for your own, non-commercial use.`,
    ],
  },
  {
    id: 'user-content',
    title: 'User Content',
    body: [
      'When you send us reviews, messages or other content, you confirm that you may share it and allow us to use it to run and improve our services. We may remove content that is unlawful, offensive or misleading.',
    ],
  },
  {
    id: 'third-party-links',
    title: 'Third-Party Links',
    body: [
      'The website links to other websites, such as social networks and support organisations. We do not control them and are not responsible for their content or their privacy practices.',
    ],
  },
  {
    id: 'liability',
    title: 'Limitation of Liability',
    body: [
      'We take care to keep the website accurate and available, but provide it as it is. To the extent the law allows, we are not liable for indirect or consequential loss arising from its use. Nothing in these terms limits liability that cannot be limited by law.',
    ],
  },
  {
    id: 'responsible-gaming',
    title: 'Responsible Gaming',
    body: [
      'Gaming at our casinos is for guests aged 18 or over (21 where local law requires). We are committed to responsible gaming; our Responsible Gaming page explains the help available.',
    ],
  },
  {
    id: 'terms-updates',
    title: 'Updates to These Terms',
    body: [
      'We may update these terms from time to time. The date below the title shows when they last changed; by continuing to use the website you accept the updated terms.',
    ],
  },
  {
    id: 'governing-law',
    title: 'Governing Law',
    body: [
      'These terms are governed by the laws of England and Wales, and the courts of England and Wales have jurisdiction over any dispute arising from them.',
    ],
  },
];
