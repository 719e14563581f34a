import { randomBytes } from 'node:crypto';
import { constants as zlib, crc32, deflateRawSync } from 'node:zlib';
import type { User } from '~/accounts/user';

/**
 * A page rendered once for a stand-in visitor, with the visitor's facts left as holes
 * (docs/decisions/0017). The stand-in's username, email, id and sign-up date are markers: letters
 * and digits no escaping changes, unique to this process. Where each marker landed tells how the
 * real value must be escaped there:
 * - HTML outside scripts (text and attribute values): as React escapes, `&<>"'`;
 * - the loader data React Router streams in `<script>…streamController.enqueue("…")</script>`: a
 *   turbo-stream string (JSON) inside a JavaScript string (JSON again) with `& < > U+2028 U+2029`
 *   written as \u escapes (React Router's escapeHtml);
 * - a `.data` response (turbo-stream): JSON.
 * A marker anywhere else (another script, or cut in two) makes the page unfit: it is rendered for
 * the visitor instead. server/visitorTemplate.test.ts compares filled pages with pages rendered for
 * hostile usernames.
 */

export type VisitorField = '_id' | 'username' | 'email' | 'createdAt';
type Hole = { field: VisitorField; escape: (value: string) => string };

export interface Markers {
  stem: string;
  of: Record<VisitorField, string>;
  pattern: RegExp;
}

const FIELD_LETTERS: Record<VisitorField, string> = { _id: 'I', username: 'U', email: 'E', createdAt: 'C' };

/** Fresh markers: one stem, one letter per field, all the same length (none is another's prefix). */
export function newMarkers(): Markers {
  const stem = `zvisitor${randomBytes(12).toString('hex')}`;
  const of = Object.fromEntries(Object.entries(FIELD_LETTERS).map(([field, letter]) => [field, `${stem}${letter}z`])) as Record<VisitorField, string>;
  return { stem, of, pattern: new RegExp(`${stem}([IUEC])z`, 'g') };
}

/**
 * The stand-in a shared signed-in page is rendered for: the real role, tier (the member price is
 * the tier's) and count of unread messages (the header's badge), markers for the rest; its keys in
 * the session's order (app/accounts/sessions.server.ts), so the serialized data is the visitor's own.
 */
export function standInUser(markers: Markers, role: User['role'], tier?: User['tier'], unreadMessages?: number): User {
  return {
    _id: markers.of._id,
    username: markers.of.username,
    email: markers.of.email,
    role,
    createdAt: markers.of.createdAt,
    ...(tier && { tier }),
    ...(unreadMessages !== undefined && { unreadMessages }),
  };
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
const SCRIPT_ESCAPES: Record<string, string> = { '&': '\\u0026', '<': '\\u003c', '>': '\\u003e', '\u2028': '\\u2028', '\u2029': '\\u2029' };
const inJson = (value: string) => JSON.stringify(value).slice(1, -1);
export const escapes = {
  html: (value: string) => value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]!),
  data: inJson,
  script: (value: string) => inJson(inJson(value)).replace(/[&<>\u2028\u2029]/g, (ch) => SCRIPT_ESCAPES[ch]!),
};

export interface VisitorTemplate {
  /** The page's bytes between the holes: one more than the holes. */
  parts: Buffer[];
  holes: Hole[];
  /** Each part as raw deflate ending on a byte boundary (sync flush): spliced into a gzip per visitor. */
  deflatedParts: Buffer[];
  bytes: number;
}

const FIELD_OF_LETTER = Object.fromEntries(Object.entries(FIELD_LETTERS).map(([field, letter]) => [letter, field])) as Record<string, VisitorField>;
const count = (text: string, needle: string) => text.split(needle).length - 1;
const STREAM_SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/g;

/** The holes of a page rendered for the stand-in, or null when a marker sits where no rule applies. */
export function compileTemplate(text: string, kind: 'html' | 'data', markers: Markers): VisitorTemplate | null {
  const found = [...text.matchAll(markers.pattern)];
  const { stem } = markers;
  // A marker cut in two (a stream chunk's end) would leave the stand-in's text behind.
  if (count(text, stem.slice(0, 12)) !== found.length || count(text, stem.slice(-12)) !== found.length) return null;
  const scripts = kind === 'html' ? [...text.matchAll(STREAM_SCRIPT)].map((m) => ({ start: m.index, end: m.index + m[0].length, text: m[0] })) : [];
  const parts: string[] = [];
  const holes: Hole[] = [];
  let at = 0;
  for (const match of found) {
    let escape = escapes.data;
    if (kind === 'html') {
      const script = scripts.find((s) => s.start <= match.index && match.index < s.end);
      if (script && !script.text.includes('streamController.enqueue(')) return null;
      escape = script ? escapes.script : escapes.html;
    }
    parts.push(text.slice(at, match.index));
    holes.push({ field: FIELD_OF_LETTER[match[1]!]!, escape });
    at = match.index + match[0].length;
  }
  parts.push(text.slice(at));
  const encoded = parts.map((part) => Buffer.from(part));
  const deflatedParts = encoded.map((part) => deflateRawSync(part, { level: 6, finishFlush: zlib.Z_SYNC_FLUSH }));
  const bytes = [...encoded, ...deflatedParts].reduce((sum, part) => sum + part.byteLength, 0);
  return { parts: encoded, holes, deflatedParts, bytes };
}

/** The page for this visitor, as bytes. */
export function fillTemplate(template: VisitorTemplate, user: User): Buffer {
  const chunks: Buffer[] = [];
  template.parts.forEach((part, i) => {
    chunks.push(part);
    const hole = template.holes[i];
    if (hole) chunks.push(Buffer.from(hole.escape(user[hole.field])));
  });
  return Buffer.concat(chunks);
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty last block (fixed Huffman, end of block): closes the deflate stream. */
const LAST_BLOCK = Buffer.from([0x03, 0x00]);

/**
 * The page for this visitor, gzipped: the parts' deflate (made once) with the visitor's values
 * between them as stored blocks, then the CRC and length of the whole. No compression per request.
 */
export function fillTemplateGzip(template: VisitorTemplate, user: User): { identity: Buffer; gzip: Buffer } {
  const chunks: Buffer[] = [GZIP_HEADER];
  const plain: Buffer[] = [];
  template.parts.forEach((part, i) => {
    plain.push(part);
    chunks.push(template.deflatedParts[i]!);
    const hole = template.holes[i];
    if (!hole) return;
    const value = Buffer.from(hole.escape(user[hole.field]));
    plain.push(value);
    for (let at = 0; at < value.byteLength; at += 0xffff) {
      const piece = value.subarray(at, at + 0xffff);
      const header = Buffer.alloc(5);
      header.writeUInt16LE(piece.byteLength, 1);
      header.writeUInt16LE(~piece.byteLength & 0xffff, 3);
      chunks.push(header, piece);
    }
  });
  const identity = Buffer.concat(plain);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(identity) >>> 0, 0);
  trailer.writeUInt32LE(identity.byteLength >>> 0, 4);
  chunks.push(LAST_BLOCK, trailer);
  return { identity, gzip: Buffer.concat(chunks) };
}
