import { hashSeed } from '../lib/hashSeed';
import styles from './ArticleCover.module.css';

/** Soft backgrounds with a deep accent of the same hue: calm, pharmacy-like. */
const PALETTES = [
  { from: '#e3f3ec', to: '#c9e9db', ink: '#0a7a50' },
  { from: '#e6f0fb', to: '#cfe1f6', ink: '#1f5f9e' },
  { from: '#fdf0e4', to: '#f8dcc2', ink: '#b4541a' },
  { from: '#f1ecfa', to: '#ddd2f3', ink: '#5b3fa0' },
  { from: '#e5f5f6', to: '#c6e8ea', ink: '#11747a' },
  { from: '#fbeef0', to: '#f3d3d9', ink: '#a3344a' },
] as const;

/** A motif's shape, in the palette's accent. */
const Body = ({ d }: { d: string }) => <path d={d} fill="currentColor" opacity="0.9" />;

/** A white stroke that lights up a motif. */
const Highlight = ({ d, width }: { d: string; width: string }) => (
  <path d={d} stroke="#fff" strokeWidth={width} fill="none" strokeLinecap="round" opacity="0.85" />
);

/** Simple health motifs drawn on a 320×160 canvas. */
const MOTIFS = [
  // capsule
  <g key="capsule" transform="rotate(-30 230 80)">
    <rect x="170" y="55" width="120" height="50" rx="25" fill="currentColor" opacity="0.9" />
    <rect x="230" y="55" width="60" height="50" rx="25" fill="#fff" opacity="0.85" />
    <rect x="226" y="55" width="8" height="50" fill="#fff" opacity="0.85" />
  </g>,
  // leaf
  <g key="leaf">
    <Body d="M180 130c0-60 40-100 110-100 0 70-40 110-100 110-4 0-7-3-10-10Z" />
    <Highlight d="M190 128c25-30 50-55 85-80" width="5" />
  </g>,
  // drop
  <g key="drop">
    <Body d="M240 22c26 36 44 58 44 82a44 44 0 0 1-88 0c0-24 18-46 44-82Z" />
    <Highlight d="M220 108a22 22 0 0 0 20 20" width="6" />
  </g>,
  // heart with pulse
  <g key="heart">
    <Body d="M240 138s-62-36-62-78a32 32 0 0 1 62-12 32 32 0 0 1 62 12c0 42-62 78-62 78Z" />
    <path
      d="M190 82h26l10-18 16 36 12-24h36"
      stroke="#fff"
      strokeWidth="6"
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </g>,
  // sun
  <g key="sun">
    <circle cx="240" cy="80" r="34" fill="currentColor" opacity="0.9" />
    {Array.from({ length: 8 }, (_, index) => (
      <rect
        key={index}
        x="236"
        y="18"
        width="8"
        height="20"
        rx="4"
        fill="currentColor"
        opacity="0.7"
        transform={`rotate(${index * 45} 240 80)`}
      />
    ))}
  </g>,
  // cross
  <g key="cross">
    <rect x="200" y="40" width="80" height="80" rx="20" fill="currentColor" opacity="0.9" />
    <path d="M232 56h16v16h16v16h-16v16h-16v-16h-16v-16h16Z" fill="#fff" />
  </g>,
];

/** A decorative cover drawn from the article's slug: no image download, never empty. */
export const ArticleCover = ({ seed, large = false }: { seed: string; large?: boolean }) => {
  const hash = hashSeed(seed);
  const palette = PALETTES[hash % PALETTES.length] ?? PALETTES[0];
  const motif = MOTIFS[(hash >>> 8) % MOTIFS.length];
  const gradientId = `cover-${hash.toString(36)}`;
  return (
    <div
      className={large ? `${styles.cover} ${styles.large}` : styles.cover}
      style={{ color: palette.ink }}
      aria-hidden="true"
    >
      <svg viewBox="0 0 320 160" preserveAspectRatio="xMidYMid slice" focusable="false">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor={palette.from} />
            <stop offset="1" stopColor={palette.to} />
          </linearGradient>
        </defs>
        <rect width="320" height="160" fill={`url(#${gradientId})`} />
        <circle cx="40" cy="150" r="70" fill="#fff" opacity="0.35" />
        <circle cx="300" cy="10" r="46" fill="#fff" opacity="0.3" />
        {motif}
      </svg>
    </div>
  );
};
