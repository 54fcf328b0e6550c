import { PackLabel } from './PackLabel';
import { EDGE, type PackProps } from './types';

/** A wide tub with a screw lid: powders. */
export const Jar = ({ palette, brand, dosage }: PackProps) => (
  <g>
    <rect x={38} y={52} width={84} height={22} rx={4} fill={palette.main} />
    <path d="M46 54v18M54 54v18M62 54v18M70 54v18M78 54v18M86 54v18M94 54v18M102 54v18M110 54v18" stroke={palette.dark} strokeWidth={1.2} opacity={0.45} />
    <path d="M42 74h76l-2 54q0 8-8 8H52q-8 0-8-8Z" fill="#fff" stroke={EDGE} strokeWidth={0.8} />
    <rect x={44} y={116} width={72} height={10} fill={palette.main} />
    <rect x={44} y={112} width={72} height={3} fill={palette.light} />
    <PackLabel x={80} y={94} width={60} brand={brand} dosage={dosage} color={palette.dark} />
  </g>
);
