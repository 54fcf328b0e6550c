import { isEan13 } from '@mocks/data/ean';

/**
 * Reads an EAN-13 barcode drawn as SVG bars the way a counter's scanner does: the bars' modules
 * (95: guards and twelve 7-module digits), the left digits' L/G parity giving the first digit.
 * Null when the bars are not a valid EAN-13. Tests use it to check the card is scannable.
 */
const L = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
];
const G = L.map((code) =>
  [...code]
    .map((bit) => (bit === '1' ? '0' : '1'))
    .reverse()
    .join(''),
);
const R = L.map((code) => [...code].map((bit) => (bit === '1' ? '0' : '1')).join(''));
const FIRST_DIGIT_PARITY = [
  'LLLLLL',
  'LLGLGG',
  'LLGGLG',
  'LLGGGL',
  'LGLLGG',
  'LGGLLG',
  'LGGGLL',
  'LGLGLG',
  'LGLGGL',
  'LGGLGL',
];

/** `bars`: each bar's left edge and width in the same unit; `module`: one module's width. */
export function readEan13(bars: Array<{ x: number; width: number }>, module: number): string | null {
  if (bars.length === 0) return null;
  const start = Math.min(...bars.map((bar) => bar.x));
  const modules = Array.from({ length: 95 }, () => '0');
  for (const bar of bars)
    for (let m = Math.round((bar.x - start) / module); m < Math.round((bar.x - start + bar.width) / module); m += 1)
      modules[m] = '1';
  const bits = modules.join('');
  if (bits.slice(0, 3) !== '101' || bits.slice(45, 50) !== '01010' || bits.slice(92) !== '101') return null;
  let parity = '';
  let digits = '';
  for (let i = 0; i < 6; i += 1) {
    const code = bits.slice(3 + i * 7, 10 + i * 7);
    const inL = L.indexOf(code);
    const inG = G.indexOf(code);
    if (inL < 0 && inG < 0) return null;
    parity += inL >= 0 ? 'L' : 'G';
    digits += String(inL >= 0 ? inL : inG);
  }
  for (let i = 0; i < 6; i += 1) {
    const digit = R.indexOf(bits.slice(50 + i * 7, 57 + i * 7));
    if (digit < 0) return null;
    digits += String(digit);
  }
  const first = FIRST_DIGIT_PARITY.indexOf(parity);
  if (first < 0) return null;
  const number = `${first}${digits}`;
  return isEan13(number) ? number : null;
}
