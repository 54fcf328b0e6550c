import { shownAnswer } from '@/shared/api';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, EmptyState, ErrorState, Icon, LoadingState, globeIcon, pinIcon } from '@/shared/ui';
import { useGetDutyQuery } from '../api/dutyApi';
import { useGetPharmaciesQuery } from '../api/pharmaciesApi';
import { distanceKm, type Position } from '@/shared/lib';
import { matchesFilter, PHARMACY_FILTERS, pharmacyNow, type PharmacyFilter } from '../lib/duty';
import { useNow } from '../lib/useNow';
import type { DutyShift } from '../model/types';
import { PharmacyCard } from './PharmacyCard';
import styles from './PharmacyFinder.module.css';

/** Leaflet and its stylesheet load only when the visitor opens the map (docs/decisions.md, "On-duty pharmacies and the map"). */
const PharmacyMap = lazy(() => import(/* webpackChunkName: "pharmacy-map" */ './PharmacyMap'));

const NO_SHIFTS: DutyShift[] = [];
const FILTER_LABELS = {
  all: 'pharmacies.filter.all',
  open: 'pharmacies.filter.open',
  allDay: 'pharmacies.filter.allDay',
  duty: 'pharmacies.filter.duty',
} as const;

type Locating = { kind: 'idle' } | { kind: 'busy' } | { kind: 'failed' } | { kind: 'found'; position: Position };

/**
 * The pharmacies page's list: filters by what is open now, open round the clock and on duty
 * tonight (Belgrade time, the visitor's clock once the page has hydrated), the distance from the
 * visitor when they share their location, and the same pharmacies on a map that loads on request.
 * The list is the content; the map only repeats it.
 */
export const PharmacyFinder = ({ cityId, cityName }: { cityId: number; cityName: string | undefined }) => {
  const intl = useIntl();
  const now = useNow();
  const ids = useId();
  // Only what is shown: asking again for today's values with the same answer renders nothing
  // (docs/decisions.md, "Today's values").
  const pharmacies = useGetPharmaciesQuery({ city_id: cityId }, { selectFromResult: shownAnswer });
  const duty = useGetDutyQuery({ city_id: cityId }, { selectFromResult: shownAnswer });
  const [filter, setFilter] = useState<PharmacyFilter>('all');
  const [locating, setLocating] = useState<Locating>({ kind: 'idle' });
  const [mapOpen, setMapOpen] = useState(false);
  const position = locating.kind === 'found' ? locating.position : null;
  const shifts = duty.data ?? NO_SHIFTS;

  const entries = useMemo(
    () =>
      (pharmacies.data ?? []).map((pharmacy) => ({
        pharmacy,
        state: pharmacyNow(pharmacy, shifts, now),
        distance: position ? distanceKm(position, pharmacy) : undefined,
      })),
    [pharmacies.data, shifts, now, position],
  );
  const counts = useMemo(
    () =>
      Object.fromEntries(
        PHARMACY_FILTERS.map((name) => [name, entries.filter((entry) => matchesFilter(entry.state, name)).length]),
      ) as Record<PharmacyFilter, number>,
    [entries],
  );
  const shown = useMemo(() => {
    const list = entries.filter((entry) => matchesFilter(entry.state, filter));
    return position ? [...list].sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0)) : list;
  }, [entries, filter, position]);

  // A failed refresh keeps the values shown (docs/decisions.md, "Today's values").
  if (pharmacies.isError && !pharmacies.data) return <ErrorState onRetry={() => void pharmacies.refetch()} />;
  if (!pharmacies.data || (duty.isLoading && !duty.data)) return <LoadingState />;
  if (pharmacies.data.length === 0)
    return <EmptyState title={<FormattedMessage id="pharmacies.none" values={{ city: cityName ?? '' }} />} />;

  // Asked on the visitor's press only, never on load (docs/decisions.md, "On-duty pharmacies and the map").
  const locate = () => {
    if (!('geolocation' in navigator)) {
      setLocating({ kind: 'failed' });
      return;
    }
    setLocating({ kind: 'busy' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => setLocating({ kind: 'found', position: { lat: coords.latitude, lng: coords.longitude } }),
      () => setLocating({ kind: 'failed' }),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  };

  return (
    <>
      <p className={styles.lead}>
        <FormattedMessage id="pharmacies.lead" values={{ count: pharmacies.data.length, city: cityName ?? '' }} />
      </p>
      <div className={styles.tools} data-city-value>
        <fieldset id="on-duty" className={styles.filters}>
          <legend className={styles.legend}>
            <FormattedMessage id="pharmacies.filter.label" />
          </legend>
          <div className={styles.chips}>
            {PHARMACY_FILTERS.map((name) => (
              <label key={name} className={styles.chip}>
                <input
                  type="radio"
                  name={`${ids}-filter`}
                  value={name}
                  checked={filter === name}
                  onChange={() => setFilter(name)}
                />
                <span>
                  <FormattedMessage id={FILTER_LABELS[name]} values={{ count: counts[name] }} />
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            onClick={locate}
            loading={locating.kind === 'busy'}
            aria-describedby={`${ids}-located`}
          >
            <Icon path={pinIcon} size={18} />
            <FormattedMessage id="pharmacies.locate" />
          </Button>
          <Button
            variant="ghost"
            aria-expanded={mapOpen}
            aria-controls={`${ids}-map`}
            onClick={() => setMapOpen((open) => !open)}
          >
            <Icon path={globeIcon} size={18} />
            <FormattedMessage id={mapOpen ? 'pharmacies.mapHide' : 'pharmacies.mapShow'} />
          </Button>
        </div>
        <p id={`${ids}-located`} className={styles.located} role="status">
          {locating.kind === 'busy' ? <FormattedMessage id="pharmacies.locating" /> : null}
          {locating.kind === 'failed' ? <FormattedMessage id="pharmacies.locateFailed" /> : null}
          {locating.kind === 'found' ? <FormattedMessage id="pharmacies.located" /> : null}
        </p>
      </div>
      <div id={`${ids}-map`}>
        {mapOpen ? (
          <section className={styles.map} aria-label={intl.formatMessage({ id: 'pharmacies.mapRegion' })}>
            <Suspense fallback={<LoadingState label={<FormattedMessage id="pharmacies.mapLoading" />} />}>
              <PharmacyMap
                pharmacies={shown.map(({ pharmacy, state }) => ({ pharmacy, open: state.open }))}
                position={position}
              />
            </Suspense>
          </section>
        ) : null}
      </div>
      <p className={styles.count} role="status" data-city-value>
        <FormattedMessage id="pharmacies.shown" values={{ shown: shown.length, count: entries.length }} />
      </p>
      {duty.isError && !duty.data ? (
        <ErrorState message={<FormattedMessage id="pharmacies.dutyFailed" />} onRetry={() => void duty.refetch()} />
      ) : null}
      {shown.length === 0 ? (
        <EmptyState title={<FormattedMessage id="pharmacies.filter.none" values={{ city: cityName ?? '' }} />}>
          <Button variant="secondary" onClick={() => setFilter('all')}>
            <FormattedMessage id="pharmacies.filter.showAll" />
          </Button>
        </EmptyState>
      ) : (
        <ul className={styles.grid} data-city-value>
          {shown.map(({ pharmacy, state, distance }) => (
            <li key={pharmacy.id}>
              <PharmacyCard
                pharmacy={pharmacy}
                now={now}
                duty={duty.data ? state.duty : undefined}
                distance={distance}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
};
