import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compileTemplate, escapes, fillTemplate, fillTemplateGzip, newMarkers, standInUser } from './visitorTemplate';

// The rules that fill a kept signed-in page (docs/decisions/0017); server/signedInPages.test.ts
// compares whole filled pages with fresh renders.

const markers = newMarkers();
const visitor = {
  ...standInUser(markers, 'user'),
  username: `</script><b>"'&\u2028\u2029ü𝄞`,
  email: 'a"b@example.com',
  _id: 'id-1',
  createdAt: '2026-01-01T00:00:00.000Z',
};
/** React Router's stream script (StreamTransfer): the turbo-stream text as a JS string, escapeHtml'd. */
const enqueue = (data: string) =>
  `<script>window.__reactRouterContext.streamController.enqueue(${JSON.stringify(data).replace(/[&<>\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`)});</script>`;

describe('visitor template', () => {
  it('escapes each marker for where it landed: HTML text and attributes, the streamed data, .data', () => {
    const { username, email } = markers.of;
    const page = `<a aria-label="${username}: account">${username}</a>${enqueue(JSON.stringify({ username, email }))}`;
    const filled = fillTemplate(compileTemplate(page, 'html', markers)!, visitor).toString();
    const expected = `<a aria-label="${escapes.html(visitor.username)}: account">${escapes.html(visitor.username)}</a>${enqueue(JSON.stringify({ username: visitor.username, email: visitor.email }))}`;
    expect(filled).toBe(expected);
    expect(filled).toContain('&lt;/script&gt;&lt;b&gt;&quot;&#x27;&amp;');
    expect(filled).not.toContain('</script><b>');
    // In the script, line separators and markup characters are \u escapes (raw U+2028 is fine in HTML text).
    expect(/enqueue\((.*)\);<\/script>/s.exec(filled)![1]).not.toMatch(/[\u2028\u2029<>&]/);
    // The script's string, read back as JavaScript would, is the data.
    const literal = /enqueue\((".*")\);/.exec(filled)![1]!;
    expect(JSON.parse(JSON.parse(literal) as string)).toEqual({ username: visitor.username, email: visitor.email });

    const data = fillTemplate(compileTemplate(JSON.stringify([username, 'x']), 'data', markers)!, visitor).toString();
    expect(JSON.parse(data)).toEqual([visitor.username, 'x']);
  });

  it('refuses a marker in another script, or cut in two', () => {
    const { username } = markers.of;
    expect(compileTemplate(`<script type="application/ld+json">{"n":"${username}"}</script>`, 'html', markers)).toBeNull();
    expect(compileTemplate(`<p>${username.slice(0, 20)}</p><p>${username.slice(20)}</p>`, 'html', markers)).toBeNull();
    expect(compileTemplate('<p>no visitor here</p>', 'html', markers)?.holes).toEqual([]);
  });

  it("splices a gzip that unzips to the filled page, whatever the value's length", () => {
    const page = `<p>${'lorem ipsum '.repeat(3000)}${markers.of.username}</p><p>${markers.of.email}</p>`;
    const template = compileTemplate(page, 'html', markers)!;
    for (const username of ['', 'grace', 'é'.repeat(40_000)]) {
      const { identity, gzip } = fillTemplateGzip(template, { ...visitor, username });
      expect(identity.equals(fillTemplate(template, { ...visitor, username }))).toBe(true);
      expect(gunzipSync(gzip).equals(identity)).toBe(true);
      expect(gzip.byteLength).toBeLessThan(identity.byteLength);
    }
  });
});
