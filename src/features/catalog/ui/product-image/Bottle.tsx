import { PackLabel } from './PackLabel';
import { AMBER, AMBER_DARK, EDGE, type PackProps } from './types';

const Highlight = ({ x, y, height }: { x: number; y: number; height: number }) => (
  <rect x={x} y={y} width={5} height={height} rx={2.5} fill="#fff" opacity={0.3} />
);

/** Amber glass bottle with a ribbed screw cap: syrups; white plastic for solutions. */
export const Bottle = ({ palette, brand, dosage, material }: PackProps & { material: 'glass' | 'plastic' }) => {
  const body = material === 'glass' ? AMBER : '#f4f7f6';
  const neck = material === 'glass' ? AMBER_DARK : '#e3e9e6';
  return (
    <g>
      <rect x={62} y={22} width={36} height={20} rx={3} fill={palette.main} />
      <path d="M68 24v16M74 24v16M80 24v16M86 24v16M92 24v16" stroke={palette.dark} strokeWidth={1.2} opacity={0.5} />
      <rect x={66} y={41} width={28} height={10} fill={neck} />
      <path
        d="M66 50h28c0 8 16 10 16 22v56q0 8-8 8H58q-8 0-8-8V72c0-12 16-14 16-22Z"
        fill={body}
        stroke={material === 'glass' ? AMBER_DARK : EDGE}
        strokeWidth={0.8}
      />
      <rect x={50} y={80} width={60} height={44} fill="#fff" />
      <rect x={50} y={80} width={60} height={8} fill={palette.main} />
      <rect x={50} y={118} width={60} height={6} fill={palette.light} />
      <PackLabel x={80} y={103} width={50} brand={brand} dosage={dosage} color={palette.dark} />
      <Highlight x={54} y={70} height={material === 'glass' ? 60 : 8} />
    </g>
  );
};

/** Small amber bottle with a rubber pipette: drops. */
export const Dropper = ({ palette, brand, dosage }: PackProps) => (
  <g>
    <path d="M74 20q6-9 12 0l2 20H72Z" fill={palette.main} />
    <rect x={68} y={38} width={24} height={13} rx={2} fill="#eef2f0" stroke={EDGE} strokeWidth={0.8} />
    <rect x={72} y={50} width={16} height={7} fill={AMBER_DARK} />
    <path d="M72 56h16c0 6 14 6 14 16v58q0 6-6 6H64q-6 0-6-6V72c0-10 14-10 14-16Z" fill={AMBER} stroke={AMBER_DARK} strokeWidth={0.8} />
    <rect x={58} y={80} width={44} height={42} fill="#fff" />
    <rect x={58} y={80} width={44} height={6} fill={palette.main} />
    <rect x={58} y={116} width={44} height={6} fill={palette.light} />
    <PackLabel x={80} y={101} width={38} brand={brand} dosage={dosage} color={palette.dark} />
    <Highlight x={61} y={68} height={60} />
  </g>
);

/** Nasal or throat spray: white bottle, finger flange and a long nozzle. */
export const Spray = ({ palette, brand, dosage }: PackProps) => (
  <g>
    <path d="M76 18q4-6 8 0l4 30H72Z" fill="#fff" stroke={EDGE} strokeWidth={0.8} />
    <rect x={56} y={46} width={48} height={8} rx={4} fill={palette.main} />
    <rect x={68} y={54} width={24} height={10} fill="#e6ecea" />
    <rect x={58} y={62} width={44} height={74} rx={10} fill="#fff" stroke={EDGE} strokeWidth={0.8} />
    <rect x={58} y={108} width={44} height={16} fill={palette.main} />
    <rect x={58} y={124} width={44} height={3} fill={palette.light} />
    <PackLabel x={80} y={86} width={38} brand={brand} dosage={dosage} color={palette.dark} />
  </g>
);

/** Tall plastic bottle with a flip-top cap: shampoos and washes. */
export const Shampoo = ({ palette, brand, dosage }: PackProps) => (
  <g>
    <rect x={64} y={20} width={32} height={22} rx={4} fill={palette.main} />
    <path d="M64 30h32" stroke={palette.dark} strokeWidth={1.2} />
    <path d="M62 42h36c0 8 14 12 14 24v60q0 10-10 10H58q-10 0-10-10V66c0-12 14-16 14-24Z" fill={palette.tint} stroke={palette.light} strokeWidth={1} />
    <rect x={54} y={70} width={52} height={52} rx={5} fill="#fff" />
    <rect x={54} y={110} width={52} height={12} rx={0} fill={palette.main} />
    <PackLabel x={80} y={90} width={44} brand={brand} dosage={dosage} color={palette.dark} />
    <Highlight x={52} y={64} height={56} />
  </g>
);
