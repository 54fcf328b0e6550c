import { FormattedMessage, useIntl } from 'react-intl';
import { Icon, heartIcon } from '@/shared/ui';
import { useAppDispatch, useStateSelector } from '@/shared/lib';
import { favouriteToggled, selectFavouriteMark, type FavouritesState } from '../../model/favourites';
import styles from './FavouriteButton.module.css';

interface FavouriteButtonProps {
  productId: number;
  /** Names the product in the icon button's label (cards show many hearts). */
  productName: string;
  /** `icon`: a heart over a card's picture; `full`: heart and words (product page). */
  variant?: 'icon' | 'full';
}

/** Adds a product to the client's favourites or removes it; anonymous visitors are asked to sign in. */
export const FavouriteButton = ({ productId, productName, variant = 'icon' }: FavouriteButtonProps) => {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const mark = useStateSelector((state: FavouritesState) => selectFavouriteMark(state, productId));
  const isFavourite = mark === 'on';
  const toggle = () => dispatch(favouriteToggled({ productId }));
  const labelId = isFavourite ? 'catalog.favourite.remove' : 'catalog.favourite.add';
  const heart = <Icon path={heartIcon} filled={isFavourite} size={variant === 'icon' ? 22 : 20} />;

  if (variant === 'full') {
    return (
      <button
        type="button"
        className={`${styles.full} ${isFavourite ? styles.on : ''}`}
        onClick={toggle}
        disabled={mark === 'pending'}
      >
        {heart}
        <span>
          <FormattedMessage id={isFavourite ? 'catalog.favourite.inList' : 'catalog.favourite.addShort'} />
        </span>
      </button>
    );
  }
  return (
    <button
      type="button"
      className={`${styles.icon} ${isFavourite ? styles.on : ''}`}
      onClick={toggle}
      disabled={mark === 'pending'}
      aria-label={intl.formatMessage({ id: labelId }, { name: productName })}
      title={intl.formatMessage({ id: labelId }, { name: productName })}
    >
      {heart}
    </button>
  );
};
