/** Small deterministic pseudo-random helpers (mulberry32 + a 32-bit integer hash). */

export type Rng = () => number;

/** mulberry32: a fast seeded PRNG returning floats in [0, 1). */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Stateless hash of three integers to a float in [0, 1). */
export function hash01(a: number, b: number, c: number, d = 0): number {
  let h = 0x811c9dc5;
  h = mix(h, a);
  h = mix(h, b);
  h = mix(h, c);
  h = mix(h, d);
  return (h >>> 0) / 4294967296;
}

function mix(h: number, p: number): number {
  let x = Math.imul(h ^ (p | 0), 0x01000193);
  x ^= x >>> 13;
  x = Math.imul(x, 0x5bd1e995);
  return x ^ (x >>> 15);
}

export function pick<T>(rng: Rng, list: readonly T[]): T {
  return list[Math.floor(rng() * list.length)] as T;
}

export function intBetween(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}
