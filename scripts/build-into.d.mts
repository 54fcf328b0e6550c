/** See build-into.mjs. */
export function buildInto(
  dist: string,
  steps: {
    make: (fresh: string) => Promise<void>;
    finish?: (fresh: string) => Promise<void>;
    commit?: () => void;
  },
): Promise<void>;
