/**
 * The QR code of a pickup code, drawn by `qrcode` (its encoder only), loaded on first use so
 * that the first load does not carry it (docs/decisions.md, "Order status and the ready
 * notice"). A failed load is remembered as "no QR code": the code stays readable as text.
 */
export interface QrMatrix {
  size: number;
  /** dark modules, row by row */
  dark: (row: number, column: number) => boolean;
}

let encoder: Promise<((text: string) => QrMatrix) | null> | undefined;

export const loadQrEncoder = (): Promise<((text: string) => QrMatrix) | null> =>
  (encoder ??= import(/* webpackChunkName: "qr-code" */ 'qrcode').then(
    (qrcode) => (text: string) => {
      const { modules } = qrcode.create(text, { errorCorrectionLevel: 'M' });
      return { size: modules.size, dark: (row, column) => Boolean(modules.get(row, column)) };
    },
    () => {
      encoder = undefined;
      return null;
    },
  ));

/** One SVG path of the dark modules, a 1×1 square each, shifted by the quiet zone. */
export const qrPath = ({ size, dark }: QrMatrix, quiet: number): string => {
  const parts: string[] = [];
  for (let row = 0; row < size; row += 1)
    for (let column = 0; column < size; column += 1)
      if (dark(row, column)) parts.push(`M${column + quiet} ${row + quiet}h1v1h-1z`);
  return parts.join('');
};

/** What the counter's scanner reads: the order number and its code (docs/api.md, "Order status"). */
export const qrText = (number: string, code: string): string => `${number}/${code}`;
