import { site } from '~/site.config';

const escapeHtml = (text: string) => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

export interface MailBody {
  /** The first line, e.g. "Hello Ada,". */
  greeting: string;
  /** Paragraphs before the link. */
  before: string[];
  /** The one link the mail is about. */
  link: { href: string; label: string };
  /** Paragraphs after the link. */
  after: string[];
  /** A last small line (in the HTML, under a rule), e.g. how to unsubscribe. */
  footer?: { text: string; link?: { href: string; label: string } };
}

/**
 * The plain text and HTML of one of the site's mails: the same words in both, the link written out
 * in the text (mail clients show text only to some readers), every value escaped in the HTML.
 */
export function composeMail(body: MailBody): { text: string; html: string } {
  const footerText = body.footer ? ['--', body.footer.link ? `${body.footer.text} ${body.footer.link.href}` : body.footer.text] : [];
  const text = [
    body.greeting,
    '',
    ...body.before.flatMap((p) => [p, '']),
    body.link.href,
    '',
    ...body.after.flatMap((p) => [p, '']),
    site.name,
    ...footerText,
  ].join('\n');
  const p = (content: string) => `<p style="margin:0 0 16px">${content}</p>`;
  const footer = body.footer
    ? `<hr style="border:0;border-top:1px solid #d8cfb8;margin:24px 0"><p style="margin:0;font-size:13px;color:#5b6270">${escapeHtml(body.footer.text)}${
        body.footer.link ? ` <a href="${escapeHtml(body.footer.link.href)}" style="color:#7a5c12">${escapeHtml(body.footer.link.label)}</a>` : ''
      }</p>`
    : '';
  const html = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${escapeHtml(site.name)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f7f4ec;color:#14213d;font-family:Georgia,serif;font-size:16px;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #d8cfb8;border-radius:8px;padding:32px">',
    `<p style="margin:0 0 24px;color:#7a5c12;font-size:20px;letter-spacing:0.04em">${escapeHtml(site.name)}</p>`,
    p(escapeHtml(body.greeting)),
    ...body.before.map((para) => p(escapeHtml(para))),
    p(
      `<a href="${escapeHtml(body.link.href)}" style="display:inline-block;background:#14213d;color:#f4d58d;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(body.link.label)}</a>`,
    ),
    p(`<span style="font-size:13px;color:#5b6270;word-break:break-all">${escapeHtml(body.link.href)}</span>`),
    ...body.after.map((para) => p(escapeHtml(para))),
    p(escapeHtml(site.name)),
    footer,
    '</div></body></html>',
  ].join('');
  return { text, html };
}
