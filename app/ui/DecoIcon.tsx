/** Gold line glyphs for feature and category cards (decorative). */
const paths = {
  crown: 'M8 40h48M10 40l-4-22 14 10 12-18 12 18 14-10-4 22M20 48h24',
  cards: 'M14 14h22v32H14zM26 18l22 4-5 32-17-3M20 22v4M30 38v4',
  chip: 'M32 8a24 24 0 1 0 0.01 0M32 18a14 14 0 1 0 0.01 0M32 8v8M32 48v8M8 32h8M48 32h8',
  slots: 'M12 12h40v40H12zM12 22h40M22 22v20M32 22v20M42 22v20M18 48h28M52 24h4v10',
  spade: 'M32 10c8 12 20 16 20 26a10 10 0 0 1-18 6l4 12H26l4-12a10 10 0 0 1-18-6c0-10 12-14 20-26z',
  host: 'M32 10a8 8 0 1 0 0.01 0M16 54c0-10 7-18 16-18s16 8 16 18M24 36l8 8 8-8',
  glass: 'M20 10h24l-2 14a10 10 0 0 1-20 0zM32 34v16M22 54h20',
  cloche: 'M8 44h48M12 44a20 20 0 0 1 40 0M32 20v-4M28 16h8M10 50h44',
  star: 'M32 8l6 16h16l-13 10 5 17-14-10-14 10 5-17L10 24h16z',
  lotus:
    'M32 50c-10-6-14-16-10-28 6 6 10 14 10 28zM32 50c10-6 14-16 10-28-6 6-10 14-10 28zM32 50c-14 0-22-6-24-16 10-2 18 4 24 16zM32 50c14 0 22-6 24-16-10-2-18 4-24 16z',
  drop: 'M32 8c10 14 16 22 16 30a16 16 0 0 1-32 0c0-8 6-16 16-30zM24 40a8 8 0 0 0 8 8',
  leaf: 'M12 52C12 26 30 12 54 12c0 24-14 42-42 40zM12 52l26-26',
  music: 'M24 46V14l26-6v32M24 46a6 6 0 1 1-0.01 0M50 40a6 6 0 1 1-0.01 0',
  trophy: 'M20 10h24v12a12 12 0 0 1-24 0zM20 14h-8a8 8 0 0 0 8 10M44 14h8a8 8 0 0 1-8 10M32 34v10M22 54h20l-2-10H24z',
  heart: 'M32 52S10 38 10 24a11 11 0 0 1 22-4 11 11 0 0 1 22 4c0 14-22 28-22 28z',
  shield: 'M32 8l20 8v14c0 12-8 20-20 26-12-6-20-14-20-26V16z',
  clock: 'M32 8a24 24 0 1 0 0.01 0M32 18v14l10 6',
  phone: 'M18 8h10l4 12-6 4a28 28 0 0 0 14 14l4-6 12 4v10a4 4 0 0 1-4 4C30 50 14 34 14 12a4 4 0 0 1 4-4z',
  key: 'M24 20a12 12 0 1 0 0.01 0M32 32l20 20M44 44l6-6M48 48l4-4',
  bell: 'M32 8a4 4 0 0 1 4 4c8 2 12 10 12 18v10l4 6H12l4-6V30c0-8 4-16 12-18a4 4 0 0 1 4-4zM26 50a6 6 0 0 0 12 0',
} as const;

export type DecoIconName = keyof typeof paths;

export function DecoIcon({ name }: { name: DecoIconName }) {
  return (
    <svg
      className="feature-icon"
      viewBox="0 0 64 64"
      width="56"
      height="56"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
