import { useIntl } from 'react-intl';
import type { ProductDetails } from '../../model/types';
import styles from './ProductTexts.module.css';

const SECTIONS = [
  { key: 'description', titleId: 'catalog.detail.description' },
  { key: 'composition', titleId: 'catalog.detail.composition' },
  { key: 'usage', titleId: 'catalog.detail.usage' },
  { key: 'warnings', titleId: 'catalog.detail.warnings' },
] as const;

/** Description, composition, usage and warnings; server texts are shown as text, never as markup. */
export const ProductTexts = ({ product }: { product: ProductDetails }) => {
  const intl = useIntl();
  return (
    <div className={styles.texts}>
      {SECTIONS.filter((section) => product[section.key].trim() !== '').map((section) => (
        <section
          key={section.key}
          className={section.key === 'warnings' ? `${styles.section} ${styles.warnings}` : styles.section}
        >
          <h2 className={styles.title}>{intl.formatMessage({ id: section.titleId })}</h2>
          <p className={styles.body}>{product[section.key]}</p>
        </section>
      ))}
    </div>
  );
};
