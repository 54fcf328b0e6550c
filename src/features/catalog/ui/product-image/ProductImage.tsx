import { useEffect, useRef, type CSSProperties } from 'react';
import type { PackshotSubject } from './packshot';
import { loadPackshotDrawer, usePackshotDrawer } from './drawer';
import styles from './ProductImage.module.css';

export interface ProductImageProps extends PackshotSubject {
  /** Announced to screen readers; without it the picture is decorative (the name is next to it). */
  label?: string;
  className?: string;
}

/**
 * The product's drawn packshot, inline SVG: no request, crisp at every size. Its inside is
 * markup built by `drawPackshot`, which escapes the brand and strength it prints, so React
 * keeps one node per picture instead of twenty (docs/performance.md, "Packshots and
 * art"). The drawer comes after the first load (drawer.ts): a picture from
 * the page's HTML keeps its markup until then; one without (a line the cart adds, a list
 * rendered in the browser) is the empty backdrop for that moment and asks for the drawer.
 */
export const ProductImage = ({ formKind, color, name, dosage, label, className }: ProductImageProps) => {
  const drawer = usePackshotDrawer();
  const picture = useRef<SVGSVGElement>(null);
  const drawn = drawer?.drawPackshot({ formKind, color, name, dosage });
  useEffect(() => {
    if (!drawer && picture.current?.childElementCount === 0) loadPackshotDrawer().catch(() => undefined);
  }, [drawer]);
  return (
    <svg
      ref={picture}
      className={[styles.image, className ?? ''].join(' ')}
      viewBox="0 0 160 160"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      style={drawn ? ({ '--pack-tint': drawn.tint } as CSSProperties) : undefined}
      dangerouslySetInnerHTML={{ __html: drawn?.markup ?? '' }}
    />
  );
};
