import { DrawnArt } from '@/shared/ui';
import { hashSeed } from '../lib/hashSeed';
import styles from './ArticleCover.module.css';

/**
 * A decorative cover drawn from the article's slug: no image download, never empty. Its
 * palette and motif are drawn by the art drawer, not in the first load (docs/performance.md,
 * "Packshots and art"); the slug's hash only chooses them.
 */
export const ArticleCover = ({ seed, large = false }: { seed: string; large?: boolean }) => {
  const hash = hashSeed(seed);
  return (
    <div className={large ? `${styles.cover} ${styles.large}` : styles.cover} aria-hidden="true">
      <DrawnArt
        viewBox="0 0 320 160"
        preserveAspectRatio="xMidYMid slice"
        focusable="false"
        draw={(art) => art.cover(hash)}
      />
    </div>
  );
};
