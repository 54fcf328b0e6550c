import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { paths } from '@/shared/config';
import { useAppDispatch } from '@/shared/lib';
import {
  Button,
  EmptyState,
  ErrorState,
  Icon,
  LoadingState,
  openDialog,
  alertIcon,
  arrowLeftIcon,
  infoIcon,
} from '@/shared/ui';
import { useCityId, useCityName } from '@/features/city';
import { useNow } from '@/features/pharmacies';
import { pharmacyChosen, splitChosen } from '../model/checkoutSlice';
import { useCheckoutGuard } from '../model/useCheckoutGuard';
import { useCheckoutOffers } from '../model/useCheckoutOffers';
import { isOfferSort, sortOffers, type OfferSort } from '../lib/sortOffers';
import { OfferCard } from './OfferCard';
import { SplitOffer } from './SplitOffer';
import { SortOffers } from './SortOffers';
import styles from './PharmacyStep.module.css';

const BackToCart = () => (
  <Link to={paths.cart} className={styles.back}>
    <Icon path={arrowLeftIcon} size={18} />
    <FormattedMessage id="checkout.backToCart" />
  </Link>
);

const Offers = () => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const now = useNow();
  const cityName = useCityName();
  const cityId = useCityId();
  const [params, setParams] = useSearchParams();
  const requested = params.get('sort');
  const sort: OfferSort = isOfferSort(requested) ? requested : 'complete';
  const { views, split, isLoading, isError, retry } = useCheckoutOffers();

  if (isError) return <ErrorState onRetry={retry} />;
  if (isLoading) return <LoadingState />;
  if (views.length === 0) {
    return (
      <EmptyState title={<FormattedMessage id="checkout.offers.none" values={{ city: cityName ?? '' }} />}>
        <Button variant="secondary" onClick={() => dispatch(openDialog('city'))}>
          <FormattedMessage id="checkout.offers.changeCity" />
        </Button>
      </EmptyState>
    );
  }

  const sorted = sortOffers(views, sort);
  const choose = (pharmacyId: number) => {
    dispatch(pharmacyChosen({ id: pharmacyId, cityId }));
    void navigate(paths.stepContacts);
  };
  const chooseSplit = () => {
    dispatch(splitChosen({ cityId }));
    void navigate(paths.stepContacts);
  };
  return (
    <>
      {split ? <SplitOffer split={split} now={now} onChoose={chooseSplit} /> : null}
      <div className={styles.toolbar}>
        <p className={styles.count}>
          <FormattedMessage id="checkout.offers.count" values={{ count: views.length, city: cityName ?? '' }} />
        </p>
        <SortOffers
          value={sort}
          onChange={(next) => setParams(next === 'complete' ? {} : { sort: next }, { replace: true })}
        />
      </div>
      {sort === 'price' ? (
        <p className={styles.hint}>
          <FormattedMessage id="checkout.sort.priceHint" />
        </p>
      ) : null}
      <ol className={styles.list}>
        {sorted.map((view) => (
          <li key={view.offer.pharmacyId}>
            <OfferCard view={view} now={now} onChoose={choose} />
          </li>
        ))}
      </ol>
      {views.some((view) => view.hasRx) ? (
        <p className={styles.note}>
          <Icon path={alertIcon} size={16} />
          <FormattedMessage id="cart.rxNote" />
        </p>
      ) : null}
    </>
  );
};

/** Step 2: the pharmacies of the city that can serve the cart. */
export const PharmacyStep = () => {
  const guard = useCheckoutGuard('pharmacy');
  if (guard.kind === 'redirect') return <Navigate to={guard.to} replace />;
  if (guard.kind === 'wait') return <LoadingState />;
  return (
    <>
      <BackToCart />
      <Offers />
      <p className={styles.note}>
        <Icon path={infoIcon} size={16} />
        <FormattedMessage id="cart.note.reservation" />
      </p>
    </>
  );
};
