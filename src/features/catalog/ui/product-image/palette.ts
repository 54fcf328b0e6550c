/** Colours of one drawn packshot, derived from the product's brand colour. */
export interface Palette {
  main: string;
  dark: string;
  light: string;
  /** Background wash behind the pack. */
  tint: string;
}

const FALLBACK = '#0a7a50';
const HEX = /^#([0-9a-f]{6})$/i;

const channels = (hex: string): [number, number, number] => {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};

const toHex = (rgb: readonly number[]): string =>
  `#${rgb.map((part) => Math.round(part).toString(16).padStart(2, '0')).join('')}`;

/** Mixes `hex` towards white (amount > 0) or black (amount < 0). */
const mix = (hex: string, amount: number): string => {
  const target = amount > 0 ? 255 : 0;
  const weight = Math.abs(amount);
  return toHex(channels(hex).map((part) => part + (target - part) * weight));
};

export const makePalette = (color: string): Palette => {
  const main = HEX.test(color) ? color.toLowerCase() : FALLBACK;
  return { main, dark: mix(main, -0.35), light: mix(main, 0.55), tint: mix(main, 0.9) };
};
