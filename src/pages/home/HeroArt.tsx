import { DrawnArt } from '@/shared/ui';

/**
 * The hero's illustration (a pharmacy bag, a pill pack and a capsule), drawn by the art drawer,
 * not in the first load (docs/performance.md, "Packshots and art").
 */
export const HeroArt = ({ className }: { className?: string }) => (
  <DrawnArt className={className} viewBox="0 0 360 300" aria-hidden="true" focusable="false" draw={(art) => art.hero} />
);
