import { EDGE, type PackProps } from './types';

/** A small digital device (monitor, thermometer, meter): screen and a main button. */
export const Device = ({ palette, brand }: PackProps) => (
  <g fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" textAnchor="middle">
    <rect x={40} y={30} width={88} height={104} rx={18} fill="#d9e1de" />
    <rect x={34} y={28} width={88} height={104} rx={18} fill="#fff" stroke={EDGE} strokeWidth={0.8} />
    <rect x={46} y={42} width={64} height={40} rx={7} fill="#1d2c27" />
    <text x={78} y={68} fontSize={18} fontWeight={700} fill="#8ce6bd">
      120
    </text>
    <text x={100} y={77} fontSize={7} fill="#8ce6bd" opacity={0.8}>
      80
    </text>
    <circle cx={78} cy={104} r={12} fill={palette.main} />
    <circle cx={78} cy={104} r={5} fill="none" stroke="#fff" strokeWidth={1.8} />
    <circle cx={52} cy={104} r={5} fill={palette.light} />
    <circle cx={104} cy={104} r={5} fill={palette.light} />
    <text x={78} y={126} fontSize={7.5} fontWeight={700} fill={palette.dark} letterSpacing="0.6">
      {brand.toUpperCase()}
    </text>
  </g>
);

/** A digital stick thermometer lying across the frame. */
export const Thermometer = ({ palette }: PackProps) => (
  <g transform="rotate(-35 80 82)" fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif">
    <rect x={124} y={76} width={18} height={12} rx={6} fill="#b7c2bd" />
    <rect x={22} y={68} width={108} height={28} rx={14} fill="#fff" stroke={EDGE} strokeWidth={0.8} />
    <rect x={22} y={68} width={30} height={28} rx={14} fill={palette.main} />
    <rect x={58} y={74} width={40} height={16} rx={3} fill="#1d2c27" />
    <text x={78} y={86} fontSize={11} fontWeight={700} fill="#8ce6bd" textAnchor="middle">
      36.6
    </text>
    <circle cx={112} cy={82} r={5} fill={palette.light} />
  </g>
);
