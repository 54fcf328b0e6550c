import JsBarcode from 'jsbarcode';
import styles from './Loyalty.module.css';

/**
 * The card's number as an EAN-13 barcode the counter's scanner reads: black bars on white with
 * the quiet zones the symbology needs (11 and 7 modules), drawn by JsBarcode into the `<svg>`
 * it is given; no network, so it draws offline. The digits are text beside it (`MemberCard`), so
 * JsBarcode need not measure a font (it would with a canvas).
 */
export const CardBarcode = ({ number, label }: { number: string; label: string }) => (
  <svg
    role="img"
    aria-label={label}
    className={styles.barcode}
    ref={(node) => {
      if (node)
        JsBarcode(node, number, {
          format: 'EAN13',
          width: 2,
          height: 72,
          marginLeft: 24,
          marginRight: 16,
          marginTop: 8,
          marginBottom: 8,
          background: '#ffffff',
          lineColor: '#000000',
          displayValue: false,
        });
    }}
  />
);
