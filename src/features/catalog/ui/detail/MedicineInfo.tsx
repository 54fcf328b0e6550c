import { Link } from 'react-router';
import { useIntl } from 'react-intl';
import { paths } from '@/shared/config';
import type { ProductDetails } from '../../model/types';
import styles from './MedicineInfo.module.css';

const LEAFLET = [
  { key: 'indications', titleId: 'medinfo.leaflet.indications' },
  { key: 'dosage', titleId: 'medinfo.leaflet.dosage' },
  { key: 'warnings', titleId: 'medinfo.leaflet.warnings' },
  { key: 'storage', titleId: 'medinfo.leaflet.storage' },
] as const;

/**
 * A medicine's leaflet summary, its ATC code with links to its groups' pages, the marketing
 * authorisation holder and the barcode. Server texts are shown as text.
 */
export const MedicineInfo = ({ product }: { product: ProductDetails }) => {
  const intl = useIntl();
  const { medicine } = product;
  if (!medicine) return null;
  const { atc } = medicine;
  return (
    <section aria-labelledby="detail-leaflet" className={styles.info}>
      <h2 id="detail-leaflet" className={styles.heading}>
        {intl.formatMessage({ id: 'medinfo.leaflet.title' })}
      </h2>
      <dl className={styles.facts}>
        {atc ? (
          <div>
            <dt>{intl.formatMessage({ id: 'medinfo.atc.code' })}</dt>
            <dd>
              <span className={styles.code}>{atc.code}</span>{' '}
              <Link to={paths.atc(atc.group.code)}>{atc.group.name}</Link>
              {' › '}
              <Link to={paths.atc(atc.subgroup.code)}>{atc.subgroup.name}</Link>
            </dd>
          </div>
        ) : null}
        {medicine.mah ? (
          <div>
            <dt>{intl.formatMessage({ id: 'medinfo.mah' })}</dt>
            <dd>{medicine.mah}</dd>
          </div>
        ) : null}
        {product.ean ? (
          <div>
            <dt>{intl.formatMessage({ id: 'medinfo.ean' })}</dt>
            <dd className={styles.code}>{product.ean}</dd>
          </div>
        ) : null}
      </dl>
      {LEAFLET.map(({ key, titleId }) =>
        medicine.leaflet?.[key] ? (
          <section key={key} className={styles.section}>
            <h3 className={styles.title}>{intl.formatMessage({ id: titleId })}</h3>
            <p className={styles.body}>{medicine.leaflet[key]}</p>
          </section>
        ) : null,
      )}
      <p className={styles.note}>{intl.formatMessage({ id: 'medinfo.leaflet.note' })}</p>
    </section>
  );
};
