import { useId } from 'react';
import type { FormKind } from '../../model/types';
import { makePalette } from './palette';
import type { PackProps } from './types';
import { Carton } from './Carton';
import { Bottle, Dropper, Shampoo, Spray } from './Bottle';
import { Tube } from './Tube';
import { Jar } from './Jar';
import { Sachet } from './Sachet';
import { Device, Thermometer } from './Device';
import styles from './ProductImage.module.css';

export interface ProductImageProps {
  formKind: FormKind;
  /** Brand colour, "#rrggbb". */
  color: string;
  /** Product name: its first word is printed on the pack. */
  name: string;
  dosage?: string;
  /** Announced to screen readers; without it the picture is decorative (the name is next to it). */
  label?: string;
  className?: string;
}

/** The brand as printed on the pack: the first word, or two when the first is short ("La Roche-Posay"). */
const brandWord = (name: string): string => {
  const [first = name, second] = name.trim().split(/\s+/);
  return first.length < 4 && second && !/^\d/.test(second) ? `${first} ${second}` : first;
};

/** Devices range from monitors to plasters: the (Serbian) product name tells which picture fits. */
const DeviceShot = ({ name, ...props }: PackProps & { name: string }) => {
  if (/toplomer|termometar|thermometer/i.test(name)) return <Thermometer {...props} />;
  if (/aparat|inhalator|oksimetar|monitor|nebulizator/i.test(name)) return <Device {...props} />;
  return <Carton {...props} mark="cross" />;
};

const Pack = ({ formKind, name, ...props }: PackProps & { formKind: FormKind; name: string }) => {
  switch (formKind) {
    case 'syrup':
      return <Bottle {...props} material="glass" />;
    case 'solution':
      return <Bottle {...props} material="plastic" />;
    case 'drops':
      return <Dropper {...props} />;
    case 'spray':
      return <Spray {...props} />;
    case 'shampoo':
      return <Shampoo {...props} />;
    case 'cream':
      return <Tube {...props} tinted={false} />;
    case 'gel':
      return <Tube {...props} tinted />;
    case 'powder':
      return <Jar {...props} />;
    case 'sachet':
      return <Sachet {...props} />;
    case 'device':
      return <DeviceShot {...props} name={name} />;
    case 'capsules':
    case 'lozenges':
    case 'ampoules':
      return <Carton {...props} mark={formKind} />;
    default:
      return <Carton {...props} mark="tablets" />;
  }
};

/**
 * A drawn packshot standing in for a product photo: the pack that fits the form (carton,
 * bottle, tube, dropper, spray, device…) in the product's brand colour, on a soft backdrop.
 * Inline SVG: no request, crisp at every size, a few hundred bytes per card.
 */
export const ProductImage = ({ formKind, color, name, dosage = '', label, className }: ProductImageProps) => {
  const palette = makePalette(color);
  const glowId = `glow${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const brand = brandWord(name);
  return (
    <svg
      className={[styles.image, className ?? ''].join(' ')}
      viewBox="0 0 160 160"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <defs>
        <radialGradient id={glowId} cx="50%" cy="42%" r="65%">
          <stop offset="0%" stopColor="#fff" />
          <stop offset="100%" stopColor={palette.tint} />
        </radialGradient>
      </defs>
      <rect width={160} height={160} fill={`url(#${glowId})`} />
      <ellipse cx={80} cy={137} rx={52} ry={6} fill="#10241d" opacity={0.1} />
      <Pack formKind={formKind} name={name} palette={palette} brand={brand} dosage={dosage} />
    </svg>
  );
};
