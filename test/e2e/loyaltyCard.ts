import type { Locator } from '@playwright/test';
import { readEan13 } from '../../src/features/loyalty/testing/readEan13';

/** What the counter's scanner reads from the card as the browser drew it (one module is 2 units). */
export const scanned = async (barcode: Locator): Promise<string | null> =>
  readEan13(
    await barcode.evaluate((svg) =>
      [...svg.querySelectorAll('g')].flatMap((group) => {
        const offset = Number(/translate\(([\d.]+)/.exec(group.getAttribute('transform') ?? '')?.[1] ?? 0);
        return [...group.querySelectorAll('rect')].map((rect) => ({
          x: offset + Number(rect.getAttribute('x')),
          width: Number(rect.getAttribute('width')),
        }));
      }),
    ),
    2,
  );
