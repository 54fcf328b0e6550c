import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { paths } from '@/shared/config';
import type { Product } from '../../model/types';
import { ProductImage } from '../product-image/ProductImage';
import { ProductPrice } from './ProductPrice';
import { Availability } from './Availability';
import { RxBadge } from './RxBadge';
import { packLine } from '../../lib/formatLine';
import styles from './ProductCard.module.css';

interface ProductCardProps {
  product: Product;
  /** Buttons under the price (add to cart, favourite): composed by the page. */
  actions?: ReactNode;
  /** Top-right corner over the picture (the favourite heart). */
  corner?: ReactNode;
  headingLevel?: 2 | 3;
}

/** Never for a prescription medicine, whatever the answer says (docs/behaviour.md §15). */
const discountPercent = (product: Product): number | null =>
  !product.rx && product.price !== null && product.oldPrice !== null && product.oldPrice > product.price
    ? Math.round((1 - product.price / product.oldPrice) * 100)
    : null;

/** A product in a grid: packshot, name, form and strength, availability and price in the city. */
export const ProductCard = ({ product, actions, corner, headingLevel = 3 }: ProductCardProps) => {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const discount = discountPercent(product);
  const to = paths.detail(product.id);
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {/* The picture repeats the title link for pointer users; keyboard users get one stop. */}
        <Link to={to} tabIndex={-1} aria-hidden="true" className={styles.imageLink}>
          <ProductImage formKind={product.formKind} color={product.color} name={product.name} dosage={product.dosage} />
        </Link>
        <div className={styles.badges}>
          {/* Not for an unknown rx: the badge would claim a prescription the answer did not state. */}
          {product.rx && !product.rxUnknown ? <RxBadge /> : null}
          {discount !== null ? (
            <span className={styles.discount}>
              <FormattedMessage id="catalog.discount" values={{ percent: discount }} />
            </span>
          ) : null}
        </div>
        {corner ? <div className={styles.corner}>{corner}</div> : null}
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>
          <Link to={to} className={styles.nameLink}>
            {product.name}
          </Link>
        </Heading>
        <p className={styles.meta}>{packLine(product)}</p>
        <p className={styles.meta}>{product.manufacturer}</p>
        <div className={styles.bottom}>
          <Availability count={product.pharmaciesCount} />
          <ProductPrice product={product} />
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </article>
  );
};
