import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.server';

describe('blog markdown pipeline', () => {
  it('renders the GFM extensions', () => {
    const html = renderMarkdown(
      [
        '| Game | Minimum |',
        '| --- | --- |',
        '| Blackjack | 25 |',
        '',
        '- [x] Packed a jacket',
        '- [ ] Booked the spa',
        '',
        '~~Casual~~ Smart elegant.',
        '',
        'A note.[^1]',
        '',
        'See https://www.example.com/guide for more.',
        '',
        '[^1]: The footnote.',
      ].join('\n'),
    );
    expect(html).toContain('<table>');
    expect(html).toContain('<td>Blackjack</td>');
    expect(html).toContain('<input type="checkbox" checked disabled aria-label="Packed a jacket">');
    expect(html).toContain('<input type="checkbox" disabled aria-label="Booked the spa">');
    expect(html).toContain('<li id="user-content-fn-1">');
    expect(html).toContain('<del>Casual</del>');
    expect(html).toMatch(/<sup><a href="#user-content-fn-1"[^>]*>1<\/a><\/sup>/);
    expect(html).toContain('data-footnotes');
    expect(html).toContain('<a href="https://www.example.com/guide">https://www.example.com/guide</a>');
  });

  it.each([
    'http://a.example/',
    'https://a.example/',
    'mailto:a@b.example',
    'irc://irc.example/x',
    'ircs://irc.example/x',
    'xmpp:a@b.example',
    '/rooms',
    '#top',
    'rooms/x',
  ])('keeps a link to %s', (href) => {
    expect(renderMarkdown(`[go](${href})`)).toContain(`<a href="${href}">go</a>`);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<b>x</b>',
    'vbscript:msgbox(1)',
    'ftp://files.example/x',
    'jav&#x09;ascript:alert(1)',
  ])('turns a link to %s into plain text', (href) => {
    const html = renderMarkdown(`[see the floor plan](${href})`);
    expect(html).not.toContain('<a');
    expect(html).not.toMatch(/javascript|vbscript|data:/i);
    expect(html).toContain('<span>see the floor plan</span>');
  });

  it('drops scripts and event handlers from raw HTML and keeps the allowed markup', () => {
    const html = renderMarkdown(
      `<div class="note"><strong>House tip:</strong> Ask first.<script>alert('xss')</script><img src="x" onerror="alert('xss')" alt="" /></div>`,
    );
    expect(html).toContain('<div class="note"><strong>House tip:</strong> Ask first.');
    expect(html).not.toMatch(/<script|onerror|alert/);
  });

  it('removes tags and attributes outside the allow-list', () => {
    const html = renderMarkdown(
      '<iframe src="https://evil.example"></iframe><style>body{}</style><form action="/x"><button>go</button></form><p style="color:red" onclick="x()" id="p1">text</p><svg onload="alert(1)"></svg>',
    );
    expect(html).not.toMatch(/iframe|<style|<form|<button|style=|onclick|<svg|onload/);
    expect(html).toContain('text');
  });

  it('prefixes ids from raw HTML so they cannot clobber the page', () => {
    expect(renderMarkdown('<a id="main" href="/x">x</a>')).toContain('id="user-content-main"');
  });

  it('keeps only absolute http(s) and root-relative image sources', () => {
    expect(renderMarkdown('![a](https://img.example/a.png)')).toContain('<img src="https://img.example/a.png" alt="a">');
    expect(renderMarkdown('![a](/images/blog/a.svg)')).toContain('<img src="/images/blog/a.svg" alt="a">');
    for (const src of ['javascript:alert(1)', 'x', '../x.png', '//evil.example/a.png', 'data:image/png;base64,AAAA']) {
      expect(renderMarkdown(`before ![a](${src}) after`)).toBe('<p>before  after</p>');
    }
  });
});
