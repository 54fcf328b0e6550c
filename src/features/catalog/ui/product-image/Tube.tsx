import { PackLabel } from './PackLabel';
import { EDGE, SHADE, type PackProps } from './types';

/** A tube standing on its cap: white for creams, tinted for gels. */
export const Tube = ({ palette, brand, dosage, tinted }: PackProps & { tinted: boolean }) => (
  <g>
    <rect x={46} y={26} width={68} height={10} rx={2} fill={SHADE} stroke={EDGE} strokeWidth={0.8} />
    <path d="M52 27v8M58 27v8M64 27v8M70 27v8M76 27v8M82 27v8M88 27v8M94 27v8M100 27v8M106 27v8" stroke={EDGE} strokeWidth={1} />
    <path d="M48 36h64l-12 74H60Z" fill={tinted ? palette.tint : '#fff'} stroke={EDGE} strokeWidth={0.8} strokeLinejoin="round" />
    <path d="M55.6 84h48.8l-2.6 16H58.2Z" fill={palette.main} />
    <path d="M54.8 79h50.4l-.6 3H55.3Z" fill={palette.light} />
    <rect x={64} y={108} width={32} height={8} fill={SHADE} />
    <rect x={62} y={115} width={36} height={21} rx={3} fill={palette.dark} />
    <path d="M68 117v17M74 117v17M80 117v17M86 117v17M92 117v17" stroke="#000" strokeWidth={1} opacity={0.15} />
    <PackLabel x={80} y={58} width={44} brand={brand} dosage={dosage} color={palette.dark} />
  </g>
);
