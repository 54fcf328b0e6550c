import type { CSSProperties } from 'react';
import { drawPackshot, type PackshotSubject } from './packshot';
import styles from './ProductImage.module.css';

export interface ProductImageProps extends PackshotSubject {
  /** Announced to screen readers; without it the picture is decorative (the name is next to it). */
  label?: string;
  className?: string;
}

/**
 * The product's drawn packshot, inline SVG: no request, crisp at every size. Its inside is
 * markup built by `drawPackshot`, which escapes the brand and strength it prints, so React
 * keeps one node per picture instead of twenty (docs/performance.md, "What moved the numbers in the
 * second round" (Packshots)).
 */
export const ProductImage = ({ formKind, color, name, dosage, label, className }: ProductImageProps) => {
  const { markup, tint } = drawPackshot({ formKind, color, name, dosage });
  return (
    <svg
      className={[styles.image, className ?? ''].join(' ')}
      viewBox="0 0 160 160"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      style={{ '--pack-tint': tint } as CSSProperties}
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
};
