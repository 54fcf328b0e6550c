/** The hero's illustration: a pharmacy bag, a pill pack and a capsule on a soft backdrop. */
export const HeroArt = ({ className }: { className?: string }) => (
  <svg className={className} viewBox="0 0 360 300" aria-hidden="true" focusable="false">
    <defs>
      <linearGradient id="hero-bg" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="#d7efe4" />
        <stop offset="1" stopColor="#b9e2cf" />
      </linearGradient>
      <linearGradient id="hero-bag" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#ffffff" />
        <stop offset="1" stopColor="#eef5f1" />
      </linearGradient>
    </defs>
    <circle cx="190" cy="150" r="140" fill="url(#hero-bg)" />
    <circle cx="310" cy="60" r="26" fill="#fff" opacity="0.7" />
    <circle cx="52" cy="232" r="18" fill="#fff" opacity="0.7" />
    {/* bag */}
    <path d="M150 92c0-22 16-38 38-38s38 16 38 38" fill="none" stroke="#07603f" strokeWidth="9" strokeLinecap="round" />
    <path
      d="M112 96h152l-10 150a14 14 0 0 1-14 13H136a14 14 0 0 1-14-13Z"
      fill="url(#hero-bag)"
      stroke="#cfe3d9"
      strokeWidth="2"
    />
    <rect x="160" y="136" width="56" height="56" rx="14" fill="#0a7a50" />
    <path d="M181 148h14v13h13v14h-13v13h-14v-13h-13v-14h13Z" fill="#fff" />
    <rect x="146" y="214" width="84" height="8" rx="4" fill="#d6e6de" />
    {/* blister pack */}
    <g transform="rotate(-14 82 150)">
      <rect x="40" y="110" width="84" height="120" rx="12" fill="#ffffff" stroke="#cfe3d9" strokeWidth="2" />
      {[0, 1, 2].map((row) =>
        [0, 1].map((col) => (
          <circle
            key={`${row}-${col}`}
            cx={66 + col * 32}
            cy={138 + row * 32}
            r="10"
            fill="#f3f6f5"
            stroke="#a9c9b9"
            strokeWidth="2"
          />
        )),
      )}
    </g>
    {/* capsule */}
    <g transform="rotate(32 292 196)">
      <rect x="256" y="178" width="76" height="34" rx="17" fill="#d9480f" />
      <rect x="294" y="178" width="38" height="34" rx="17" fill="#ffffff" stroke="#f0c9a8" strokeWidth="2" />
      <rect x="292" y="178" width="6" height="34" fill="#ffffff" />
    </g>
    {/* leaf */}
    <path d="M286 110c-2-30 20-50 48-50 2 28-18 50-48 50Z" fill="#3aa37a" />
    <path d="M290 106c12-12 24-22 38-34" stroke="#fff" strokeWidth="3" strokeLinecap="round" fill="none" />
  </svg>
);
