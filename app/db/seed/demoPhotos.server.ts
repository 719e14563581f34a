/**
 * The demo hotels' hero photographs (issue 33): rendered at seed time by sharp from a scene drawn
 * here (sky, hills, water, the hotel's lit façade), no file and no network, and stored as an upload
 * would be (app/lib/image.server.ts). Seeded once per hotel like every demo item
 * (docs/decisions/0040): a hero staff removed, or a hotel staff deleted, stays so.
 */
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '~/db/client.server';
import { hotelMedia, hotels, media, seededDemoItems } from '~/db/schema';
import { preparePicture, type PreparedPicture } from '~/lib/image.server';
import { hotelId, stableId } from './demoIds.server';

type Tx = Pick<Database, 'execute' | 'insert' | 'select'>;

export const DEMO_PHOTO_KIND = 'hotelPhoto';

/** The hotels given a hero photograph, with their scene's colours: sky top, sky low, hills, water, and whether mountains rise. */
export const DEMO_PHOTOS: Record<string, { sky: [string, string]; hills: string; water: string; text: string; mountains?: boolean }> = {
  'royal-palace-casino-resort': {
    sky: ['#1b2a4a', '#f2a65a'],
    hills: '#2c2238',
    water: '#24344f',
    text: 'A palace façade at dusk over the bay, its windows lit gold',
  },
  'nordic-star-casino-hotel': {
    sky: ['#0b1a2e', '#4f8a8b'],
    hills: '#1c2b36',
    water: '#16283a',
    mountains: true,
    text: 'The hotel under a northern sky, snowy peaks behind the lit façade',
  },
  'mediterranean-grand-casino-spa': {
    sky: ['#2d4f7c', '#f7c873'],
    hills: '#5b4a3a',
    water: '#2f6f8f',
    text: 'The seafront façade in the last light over the Mediterranean',
  },
};

/** The heroes' alt texts in the other languages. */
const DEMO_PHOTO_ALTS: Record<string, Record<string, string>> = {
  'royal-palace-casino-resort': {
    fr: 'Une façade de palais au crépuscule sur la baie, ses fenêtres éclairées d’or',
    de: 'Eine Palastfassade in der Abenddämmerung über der Bucht, die Fenster golden erleuchtet',
    it: 'La facciata di un palazzo al tramonto sulla baia, con le finestre illuminate d’oro',
    ar: 'واجهة قصر عند الغسق تطل على الخليج، ونوافذها مضاءة بلون ذهبي',
    zh: '黄昏时分海湾边的宫殿式外立面，窗户透出金色灯光',
  },
  'nordic-star-casino-hotel': {
    fr: 'L’hôtel sous un ciel nordique, des sommets enneigés derrière la façade éclairée',
    de: 'Das Hotel unter nordischem Himmel, schneebedeckte Gipfel hinter der erleuchteten Fassade',
    it: 'L’hotel sotto un cielo nordico, con vette innevate dietro la facciata illuminata',
    ar: 'الفندق تحت سماء الشمال، وخلف واجهته المضاءة قمم مكسوة بالثلوج',
    zh: '北国天空下的酒店，灯火通明的外立面后是皑皑雪峰',
  },
  'mediterranean-grand-casino-spa': {
    fr: 'La façade en bord de mer dans les dernières lueurs sur la Méditerranée',
    de: 'Die Fassade am Meer im letzten Licht über dem Mittelmeer',
    it: 'La facciata sul lungomare nell’ultima luce sul Mediterraneo',
    ar: 'الواجهة المطلة على البحر في آخر ضوء فوق المتوسط',
    zh: '地中海上最后一缕余晖中的海滨酒店外立面',
  },
};

/** The scene is drawn on a 2400 × 1350 plan and rendered at 4,000 px, the size a camera gives (issue 33's heaviest case). */
const PLAN_WIDTH = 2400;
const HEIGHT = 1350;
export const DEMO_PHOTO_WIDTH = 4000;

/** The scene as SVG: deterministic, so every database gets the same picture (and the same hash). */
export function demoSceneSvg(slug: string): string {
  const scene = DEMO_PHOTOS[slug]!;
  const w = PLAN_WIDTH;
  const horizon = HEIGHT * 0.62;
  const windows: string[] = [];
  for (let row = 0; row < 6; row++) {
    for (let col = 0; col < 18; col++) {
      const lit = (row * 7 + col * 13 + slug.length) % 5 !== 0;
      windows.push(`<rect x="${860 + col * 38}" y="${horizon - 300 + row * 44}" width="18" height="26" fill="${lit ? '#ffd58a' : '#2a2a3a'}"/>`);
    }
  }
  const peaks = scene.mountains
    ? `<path d="M0 ${horizon - 120} L300 ${horizon - 420} L520 ${horizon - 220} L820 ${horizon - 520} L1150 ${horizon - 200} L1500 ${horizon - 470} L1900 ${horizon - 180} L2400 ${horizon - 380} L2400 ${horizon} L0 ${horizon} Z" fill="#c9d6e3" opacity="0.55"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${DEMO_PHOTO_WIDTH}" height="${Math.round((DEMO_PHOTO_WIDTH * HEIGHT) / w)}" viewBox="0 0 ${w} ${HEIGHT}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/></linearGradient>
    <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.sky[1]}" stop-opacity="0.55"/><stop offset="1" stop-color="${scene.water}"/></linearGradient>
    <radialGradient id="sun"><stop offset="0" stop-color="#fff4d6"/><stop offset="1" stop-color="#fff4d6" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${w}" height="${horizon}" fill="url(#sky)"/>
  <circle cx="${w * 0.72}" cy="${horizon - 90}" r="260" fill="url(#sun)"/>
  ${peaks}
  <path d="M0 ${horizon - 60} C400 ${horizon - 200} 700 ${horizon - 40} 1100 ${horizon - 110} S1900 ${horizon - 30} 2400 ${horizon - 140} L2400 ${horizon} L0 ${horizon} Z" fill="${scene.hills}"/>
  <rect x="820" y="${horizon - 340}" width="740" height="340" fill="#1a1626"/>
  <path d="M800 ${horizon - 340} L1190 ${horizon - 470} L1580 ${horizon - 340} Z" fill="#1a1626"/>
  ${windows.join('')}
  <rect y="${horizon}" width="${w}" height="${HEIGHT - horizon}" fill="url(#sea)"/>
  <rect x="860" y="${horizon + 10}" width="680" height="160" fill="#ffd58a" opacity="0.18"/>
</svg>`;
}

const rendered = new Map<string, Promise<PreparedPicture>>();

/** The hero photograph of a demo hotel, ready to store; drawn once per process (the same bytes every time). */
export function renderDemoPhoto(slug: string): Promise<PreparedPicture> {
  let picture = rendered.get(slug);
  if (!picture) {
    picture = sharp(Buffer.from(demoSceneSvg(slug)))
      .jpeg({ quality: 88 })
      .toBuffer()
      .then(preparePicture);
    picture.catch(() => rendered.delete(slug));
    rendered.set(slug, picture);
  }
  return picture;
}

const rowsOf = <R>(result: unknown) => (result as { rows: R[] }).rows;

/**
 * Gives each demo hotel in DEMO_PHOTOS its hero photograph, once: only hotels that exist and were
 * never given theirs (the record is claimed first, so the pictures are drawn only for them).
 */
export async function seedDemoPhotos(tx: Tx): Promise<number> {
  const wanted = Object.keys(DEMO_PHOTOS);
  const present = rowsOf<{ slug: string }>(
    await tx.execute(
      sql`select slug from ${hotels} where id in (${sql.join(
        wanted.map((slug) => sql`${hotelId(slug)}::uuid`),
        sql`, `,
      )})`,
    ),
  ).map((r) => r.slug);
  if (present.length === 0) return 0;
  const claimed = rowsOf<{ key: string }>(
    await tx.execute(sql`insert into ${seededDemoItems} (kind, key)
      values ${sql.join(
        present.map((slug) => sql`(${DEMO_PHOTO_KIND}, ${slug})`),
        sql`, `,
      )}
      on conflict do nothing returning key`),
  ).map((r) => r.key);
  for (const slug of claimed) {
    const picture = await renderDemoPhoto(slug);
    const id = stableId(`media:${slug}`);
    await tx
      .insert(media)
      .values({ id, ...picture, alt: { en: DEMO_PHOTOS[slug]!.text, ...DEMO_PHOTO_ALTS[slug] } })
      .onConflictDoNothing();
    const [stored] = await tx
      .select({ id: media.id })
      .from(media)
      .where(sql`${media.sha256} = ${picture.sha256}`);
    // A hero staff chose already stays (one hero per hotel): the demo one is then not shown.
    await tx
      .insert(hotelMedia)
      .values({ ownerId: hotelId(slug), mediaId: stored!.id, role: 'hero', position: 0 })
      .onConflictDoNothing();
  }
  return claimed.length;
}
