import { Link } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { paths } from '@/shared/config';
import { useFormatMoney } from '@/shared/i18n';
import { useAppDispatch } from '@/shared/lib';
import { Icon, alertIcon, trashIcon } from '@/shared/ui';
import { packLine, ProductImage, RxBadge, UnitPrice, type Product } from '@/features/catalog';
import { addToCart, decreaseQuantity, removeFromCart, setQuantity, type CartLine } from '../model/cartSlice';
import type { LineSummary } from '../lib/summary';
import { QuantityStepper } from './QuantityStepper';
import styles from './CartLineItem.module.css';

interface CartLineItemProps {
  line: CartLine;
  product: Product | undefined;
  /** The server's price for the line; undefined while pricing (or after a failed pricing call). */
  priced: LineSummary | undefined;
  pricingFailed: boolean;
}

const LinePrice = ({
  priced,
  pricingFailed,
  product,
}: Pick<CartLineItemProps, 'priced' | 'pricingFailed' | 'product'>) => {
  const formatMoney = useFormatMoney();
  if (pricingFailed) {
    return (
      <p className={styles.muted}>
        <FormattedMessage id="cart.line.noPrice" />
      </p>
    );
  }
  if (!priced) return <span className={styles.pricePending} aria-hidden="true" />;
  if (priced.kind === 'safety') {
    return (
      <div className={styles.price}>
        <p className={styles.safety}>
          <FormattedMessage id="cart.priceAtPharmacy" />
        </p>
        {product ? <UnitPrice price={null} unit={product.packUnit} atPharmacy /> : null}
      </div>
    );
  }
  if (priced.kind === 'unavailable' || priced.lineTotal === null || priced.unitPrice === null) {
    return (
      <p className={styles.unavailable}>
        <Icon path={alertIcon} size={16} />
        <FormattedMessage id="cart.line.unavailable" />
      </p>
    );
  }
  return (
    <div className={styles.price}>
      <strong className={styles.lineTotal}>{formatMoney(priced.lineTotal)}</strong>
      <span className={styles.unitPrice}>
        <FormattedMessage id="cart.line.unitPrice" values={{ price: formatMoney(priced.unitPrice) }} />
      </span>
      {product ? <UnitPrice price={priced.unitPrice} unit={product.packUnit} /> : null}
    </div>
  );
};

/** One cart line: picture, name, form, prescription note, price and the quantity controls. */
export const CartLineItem = ({ line, product, priced, pricingFailed }: CartLineItemProps) => {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const name = product?.name ?? intl.formatMessage({ id: 'cart.line.loadingName' });
  const meta = product ? packLine(product) : '';
  return (
    <li className={styles.line}>
      <Link to={paths.detail(line.id)} className={styles.image} tabIndex={-1} aria-hidden="true">
        {product ? (
          <ProductImage formKind={product.formKind} color={product.color} name={product.name} dosage={product.dosage} />
        ) : null}
      </Link>
      <div className={styles.info}>
        <h2 className={styles.name}>
          <Link to={paths.detail(line.id)}>{name}</Link>
        </h2>
        {meta ? <p className={styles.meta}>{meta}</p> : null}
        {product?.rxUnknown ? (
          <div className={styles.rx}>
            <span>
              <FormattedMessage id="catalog.rx.unknown" />
            </span>
          </div>
        ) : product?.rx ? (
          <div className={styles.rx}>
            <RxBadge long />
            <span>
              <FormattedMessage id="cart.rxNote" />
            </span>
          </div>
        ) : null}
      </div>
      <div className={styles.controls}>
        <QuantityStepper
          quantity={line.quantity}
          productName={product?.name}
          onIncrease={() => dispatch(addToCart({ id: line.id }))}
          onDecrease={() => dispatch(decreaseQuantity({ id: line.id }))}
          onSet={(quantity) => dispatch(setQuantity({ id: line.id, quantity }))}
        />
        <button
          type="button"
          className={styles.remove}
          onClick={() => dispatch(removeFromCart(line.id))}
          aria-label={intl.formatMessage({ id: 'cart.line.removeLabel' }, { name })}
        >
          <Icon path={trashIcon} size={18} />
          <span className={styles.removeText}>
            <FormattedMessage id="cart.line.remove" />
          </span>
        </button>
      </div>
      <div className={styles.priceCell}>
        <LinePrice priced={priced} pricingFailed={pricingFailed} product={product} />
      </div>
    </li>
  );
};
