import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { paths } from '@/shared/config';
import { newIdempotencyKey } from '@/shared/lib';
import { useCityId, useCityName } from '@/features/city';
import {
  useFindPrescriptionMutation,
  useReservePrescriptionMutation,
  type PrescriptionLookup,
  type PrescriptionOffer,
  type PrescriptionReservation,
} from '../api/ereceptApi';
import { cleaned, type LookupValues } from '../model/lookupForm';
import { storedLbo } from '../model/storedLbo';
import { LookupForm } from './LookupForm';
import { LookupError } from './LookupError';
import { focusOnMount } from './focusOnMount';
import { OfferCard } from './OfferCard';
import { PrescriptionMedicines } from './PrescriptionMedicines';
import styles from './Erecept.module.css';

/**
 * /lk/erecept (docs/behaviour.md §22): the patient types the eRecept's number and the LBO, sees
 * the medicines and the pharmacies of the city that have them, and reserves with one press;
 * what one pharmacy lacks is reserved at another, press by press. What was typed lives in this
 * page only (docs/decisions.md, "eRecept").
 */
export const EreceptPage = () => {
  const cityId = useCityId();
  const currentCityName = useCityName() ?? '';
  // The offers are of the city looked in, whatever the header says later.
  const [cityName, setCityName] = useState(currentCityName);
  const [find, found] = useFindPrescriptionMutation();
  const [reserve] = useReservePrescriptionMutation();
  const lookup = useRef<PrescriptionLookup | null>(null);
  const [reserved, setReserved] = useState<PrescriptionReservation[]>([]);
  const [reservingAt, setReservingAt] = useState<number | null>(null);
  // One key per press's request: a retry after a lost answer is the same reservation (docs/api.md).
  const keys = useRef(new Map<string, string>());

  const submit = async (values: LookupValues): Promise<void> => {
    const { prescriptionId, lbo } = cleaned(values);
    if (values.rememberLbo) storedLbo.write(lbo);
    else storedLbo.remove();
    lookup.current = { prescription_id: prescriptionId, lbo, city_id: cityId };
    setCityName(currentCityName);
    setReserved([]);
    await find(lookup.current)
      .unwrap()
      .catch(() => undefined);
  };

  const reserveAt = async (offer: PrescriptionOffer, productIds: number[]): Promise<void> => {
    if (!lookup.current || reservingAt !== null) return;
    const request = { ...lookup.current, pharmacy_id: offer.pharmacy.id, product_ids: productIds };
    const body = JSON.stringify(request);
    const key = keys.current.get(body) ?? newIdempotencyKey();
    keys.current.set(body, key);
    setReservingAt(offer.pharmacy.id);
    try {
      const reservation = await reserve({ ...request, idempotency_key: key }).unwrap();
      setReserved((list) => [...list, reservation]);
    } catch {
      // The error toast of spec §8 says why; the offers stay for another press.
    } finally {
      setReservingAt(null);
    }
  };

  const prescription = found.data;
  const done = new Set(reserved.flatMap((r) => r.productIds));
  const wanted = prescription?.medicines.filter((m) => !done.has(m.productId)) ?? [];
  const has = (offer: PrescriptionOffer, productId: number) => offer.lines.some((l) => l.productId === productId);
  const scarce = new Set(
    prescription?.medicines
      .filter((m) => !prescription.offers.some((offer) => has(offer, m.productId)))
      .map((m) => m.productId),
  );
  const offers = prescription?.offers.filter((offer) => wanted.some((m) => has(offer, m.productId))) ?? [];

  return (
    <div className={styles.page}>
      <section className={styles.section} aria-labelledby="erecept-find">
        <h2 id="erecept-find" className={styles.title}>
          <FormattedMessage id="erecept.form.label" />
        </h2>
        <p className={styles.muted}>
          <FormattedMessage id="erecept.lead" values={{ city: currentCityName }} />
        </p>
        <LookupForm onSubmit={submit} />
        {found.isError ? <LookupError error={found.error} /> : null}
      </section>
      {prescription ? (
        <>
          <PrescriptionMedicines prescription={prescription} scarce={scarce} cityName={cityName} />
          <div role="status" className={styles.lines}>
            {reserved.map((r) => (
              <p key={r.orderId} className={styles.reserved} tabIndex={-1} ref={focusOnMount}>
                <FormattedMessage
                  id="erecept.reserved"
                  values={{ number: <strong key="number">{r.number}</strong>, pharmacy: r.pharmacyName }}
                />{' '}
                <Link to={paths.accountOrder(r.orderId)}>
                  <FormattedMessage id="erecept.reserved.open" values={{ number: r.number }} />
                </Link>
              </p>
            ))}
          </div>
          <section className={styles.section} aria-labelledby="erecept-offers">
            <h2 id="erecept-offers" className={styles.title}>
              <FormattedMessage id="erecept.offers.title" values={{ city: cityName }} />
            </h2>
            {wanted.length === 0 ? (
              <p className={styles.whole}>
                <FormattedMessage id="erecept.offers.allReserved" />
              </p>
            ) : offers.length === 0 ? (
              <p className={styles.warn}>
                <FormattedMessage id="erecept.offers.none" values={{ city: cityName }} />
              </p>
            ) : (
              <ul className={styles.offers}>
                {offers.map((offer) => (
                  <OfferCard
                    key={offer.pharmacy.id}
                    offer={offer}
                    wanted={wanted}
                    rest={reserved.length > 0}
                    busy={reservingAt === offer.pharmacy.id}
                    onReserve={(chosen, productIds) => void reserveAt(chosen, productIds)}
                  />
                ))}
              </ul>
            )}
          </section>
        </>
      ) : null}
    </div>
  );
};
