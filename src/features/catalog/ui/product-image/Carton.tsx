import { PackLabel } from './PackLabel';
import { EDGE, type PackProps } from './types';

export type CartonMark = 'tablets' | 'capsules' | 'lozenges' | 'ampoules' | 'cross';

/** The small picture printed on a carton's corner that says what is inside. */
const Mark = ({ kind, palette }: { kind: CartonMark; palette: PackProps['palette'] }) => {
  switch (kind) {
    case 'capsules':
      return (
        <g transform="rotate(-32 100 76)">
          <rect x={88} y={71} width={24} height={10} rx={5} fill={palette.light} />
          <path d="M93 71h7v10h-7a5 5 0 0 1 0-10Z" fill={palette.main} />
        </g>
      );
    case 'lozenges':
      return <rect x={93} y={69} width={14} height={14} rx={4} transform="rotate(45 100 76)" fill={palette.light} stroke={palette.main} strokeWidth={1.5} />;
    case 'ampoules':
      return (
        <g fill={palette.light} stroke={palette.main} strokeWidth={1.2}>
          <path d="M95 88V74l2-3v-3a2 2 0 0 1 4 0v3l2 3v14a1 1 0 0 1-1 1h-6a1 1 0 0 1-1-1Z" />
        </g>
      );
    case 'cross':
      return <path d="M96 67h8v6h6v8h-6v6h-8v-6h-6v-8h6Z" fill={palette.main} />;
    default:
      return (
        <g stroke={palette.main} strokeWidth={1.5}>
          <circle cx={95} cy={73} r={6.5} fill="#fff" />
          <path d="M89.5 73h11" />
          <circle cx={105} cy={81} r={5.5} fill={palette.light} />
        </g>
      );
  }
};

/** A 3/4 view of a medicine carton: white board, brand swoosh, strength under the name. */
export const Carton = ({ palette, brand, dosage, mark }: PackProps & { mark: CartonMark }) => (
  <g>
    <path d="M22 60 44 48h90l-22 12Z" fill="#f5f7f6" stroke={EDGE} strokeWidth={0.8} strokeLinejoin="round" />
    <path d="M112 60l22-12v72l-22 12Z" fill="#dde4e1" stroke={EDGE} strokeWidth={0.8} strokeLinejoin="round" />
    <path d="M112 106c8-5 14-9 22-13v27l-22 12Z" fill={palette.dark} />
    <rect x={22} y={60} width={90} height={72} fill="#fff" stroke={EDGE} strokeWidth={0.8} />
    <path d="M22 110c22-10 52 6 90-4v26H22Z" fill={palette.main} />
    <path d="M22 118c26-8 54 6 90-3" fill="none" stroke={palette.light} strokeWidth={2} opacity={0.7} />
    <PackLabel x={30} y={82} width={50} brand={brand} dosage={dosage} color={palette.dark} align="start" />
    <Mark kind={mark} palette={palette} />
  </g>
);
