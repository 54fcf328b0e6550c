import { useEffect, useRef, type SVGProps } from 'react';
import { loadArtDrawer, useArtDrawer, type Art } from './drawer';

type DrawnArtProps = Omit<SVGProps<SVGSVGElement>, 'ref' | 'children' | 'dangerouslySetInnerHTML'> & {
  /** Picks the picture's markup from the drawer (art.ts): constants and numbers only. */
  draw: (art: Art) => string;
};

/**
 * A decorative inline SVG whose inside the art drawer writes (drawer.ts), like the packshots
 * (docs/performance.md, "Packshots and art"): a picture from the page's HTML keeps its
 * markup until the drawer comes; one rendered in the browser is empty (its box keeps its size
 * from the viewBox and CSS) and asks for the drawer.
 */
export const DrawnArt = ({ draw, ...svg }: DrawnArtProps) => {
  const art = useArtDrawer();
  const picture = useRef<SVGSVGElement>(null);
  useEffect(() => {
    if (!art && picture.current?.childElementCount === 0) loadArtDrawer().catch(() => undefined);
  }, [art]);
  return <svg ref={picture} {...svg} dangerouslySetInnerHTML={{ __html: art ? draw(art) : '' }} />;
};
