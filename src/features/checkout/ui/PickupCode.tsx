import { Suspense, use } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { loadQrEncoder, qrPath, qrText } from '../lib/qr';
import styles from './PickupCode.module.css';

const QUIET = 4;

const Qr = ({ text, code }: { text: string; code: string }) => {
  const intl = useIntl();
  const encode = use(loadQrEncoder());
  if (!encode) return null;
  const matrix = encode(text);
  const side = matrix.size + 2 * QUIET;
  return (
    <svg
      className={styles.qr}
      viewBox={`0 0 ${side} ${side}`}
      role="img"
      aria-label={intl.formatMessage({ id: 'orders.code.qr' }, { code })}
      shapeRendering="crispEdges"
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={qrPath(matrix, QUIET)} fill="#000" />
    </svg>
  );
};

/**
 * The code said or shown at the counter, as text and as a QR code (docs/behaviour.md §19):
 * nobody needs to name a medicine aloud. The QR code's encoder loads on first use. One of the
 * reservations of a split (`inVisit`) names its reservation, under that reservation's heading.
 */
export const PickupCode = ({ number, code, inVisit = false }: { number: string; code: string; inVisit?: boolean }) => {
  const Heading = inVisit ? 'h4' : 'h2';
  return (
    <section className={styles.code} aria-labelledby={`pickup-code-${number}`}>
      <div>
        <Heading id={`pickup-code-${number}`} className={styles.heading}>
          {inVisit ? (
            <FormattedMessage id="orders.code.titleOf" values={{ number }} />
          ) : (
            <FormattedMessage id="orders.code.title" />
          )}
        </Heading>
        <p className={styles.digits} data-testid="pickup-code">
          {code}
        </p>
        <p className={styles.hint}>
          <FormattedMessage id="orders.code.text" />
        </p>
      </div>
      <div className={styles.qrBox}>
        <Suspense fallback={null}>
          <Qr text={qrText(number, code)} code={code} />
        </Suspense>
      </div>
    </section>
  );
};
