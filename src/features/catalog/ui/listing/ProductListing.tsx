import { Suspense, useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigationType } from 'react-router';
import { useIntl } from 'react-intl';
import { useStore } from 'react-redux';
import { useCityId, useCityName } from '@/features/city';
import { selectArrival, type LifecycleRoot } from '@/shared/lifecycle';
import { Button, EmptyState, ErrorState, Icon, filterIcon } from '@/shared/ui';
import { useGetProductsQuery } from '../../api/productsApi';
import { useListingParams } from '../../model/useListingParams';
import { activeFilterCount } from '../../lib/listingChange';
import { DEFAULT_LISTING, PER_PAGE, toProductsArgs, type ListingScope } from '../../lib/listingQuery';
import { withoutRx } from '../../lib/withoutRx';
import { ProductGrid, type ProductSlots } from './ProductGrid';
import { ListingFilters } from './ListingFilters';
import { ActiveFilters } from './ActiveFilters';
import { SortSelect } from './SortSelect';
import { Pagination } from './Pagination';
import { ListingSkeleton } from './ListingSkeleton';
import styles from './ProductListing.module.css';

interface ProductListingProps extends ProductSlots {
  scope: ListingScope;
  /** Shown when nothing matches and no filter is set (search: 'Sorry, nothing found' and a way on). */
  empty?: ReactNode;
  /** Above the filters on desktop (the category tree). */
  sidebarTop?: ReactNode;
  pharmacyName?: string;
}

/** The list's top back in view when the visitor is below it (a page link at the list's foot). */
const scrollUpTo = (status: HTMLElement) => {
  if (status.getBoundingClientRect().top < 0) status.scrollIntoView({ block: 'start' });
};

/**
 * A server-paged product listing whose filters, order and page live in the URL. The server
 * sends one page of 24 at a time, so the whole catalogue never reaches the browser at once.
 */
export const ProductListing = ({
  scope,
  empty,
  sidebarTop,
  pharmacyName,
  renderActions,
  renderCorner,
}: ProductListingProps) => {
  const intl = useIntl();
  const cityId = useCityId();
  const cityName = useCityName();
  const { state, applied, update, searchFor } = useListingParams();
  // Only what is shown: asking again for today's values with the same answer renders nothing
  // (docs/performance.md, "Today's values").
  const { data, currentData, isError, fetchingOther, refetch } = useGetProductsQuery(
    toProductsArgs(applied, { cityId, ...scope }),
    {
      selectFromResult: ({ data, currentData, isError, isFetching }) => ({
        data,
        currentData,
        isError,
        // Asking for other arguments than those of the answer shown (a refresh of the same is not).
        fetchingOther: isFetching && currentData === undefined,
      }),
    },
  );
  // The previous results stay (marked busy) while new ones load, but an empty answer is never
  // shown for a view it does not belong to.
  const shown = currentData ?? (data && data.list.length > 0 ? data : undefined);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const shownPage = useRef(state.page);
  const filterCount = activeFilterCount(state);
  // The chips come with the address, one task after the tap that chose the first filter: mounted
  // in the tap's own render, they lengthened the tap (docs/performance.md, "Taps"). They go at once.
  const chipsShown = filterCount > 0 && activeFilterCount(applied) > 0;
  const navigationType = useNavigationType();
  const { key: locationKey } = useLocation();
  // Back or Forward within the running app (the lifecycle's arrival, not the first load's POP):
  // the restored position needs the cards' real heights (docs/decisions.md,
  // "Scrolling"). Decided once per history entry, read from the store without
  // subscribing: a render of this entry never changes its layout (docs/performance.md, "Cards
  // and lists").
  const store = useStore<LifecycleRoot>();
  const traversed = useMemo(
    () => navigationType === 'POP' && selectArrival(store.getState()) === 'history',
    // eslint-disable-next-line react-hooks/exhaustive-deps -- decided again for each history entry (its key), not at every render
    [navigationType, locationKey],
  );

  // A new page: bring its first products into view and tell assistive tech where it is.
  useEffect(() => {
    if (shownPage.current === state.page) return;
    shownPage.current = state.page;
    // Back and Forward restore the visitor's own position instead.
    if (navigationType === 'POP') return;
    const status = statusRef.current;
    if (!status) return;
    // In the next frame, with the style and layout the browser computes for that frame anyway:
    // focusing and measuring right after the commit forced both inside the tap's task
    // (docs/performance.md, "Taps").
    const frame = requestAnimationFrame(() => {
      status.focus({ preventScroll: true });
      scrollUpTo(status);
    });
    return () => cancelAnimationFrame(frame);
  }, [state.page, navigationType]);

  // A page link tapped at the foot of the list: the view goes up to the list's top in the next
  // frame, not in the frame that brings the new page's cards (the router and the request take
  // a few tasks), so no frame does both (docs/performance.md, "Taps").
  const bringStatusIntoView = useCallback(() => {
    requestAnimationFrame(() => {
      if (statusRef.current) scrollUpTo(statusRef.current);
    });
  }, []);

  const total = shown?.total ?? 0;
  const pageCount = Math.ceil(total / PER_PAGE);

  const content = (() => {
    if (isError && !shown) return <ErrorState onRetry={() => void refetch()} />;
    if (!shown) return <ListingSkeleton />;
    if (shown.list.length === 0) {
      if (total > 0) {
        return (
          <EmptyState title={intl.formatMessage({ id: 'catalog.listing.noSuchPage' }, { page: state.page })}>
            <Link to={{ search: searchFor({ page: 1 }) }} preventScrollReset>
              {intl.formatMessage({ id: 'catalog.listing.firstPage' })}
            </Link>
          </EmptyState>
        );
      }
      if (filterCount > 0) {
        return (
          <EmptyState title={intl.formatMessage({ id: 'catalog.listing.noMatch' })}>
            <Button variant="secondary" onClick={() => update({ ...DEFAULT_LISTING, sort: state.sort })}>
              {intl.formatMessage({ id: 'catalog.filters.clear' })}
            </Button>
          </EmptyState>
        );
      }
      return empty ?? <EmptyState title={intl.formatMessage({ id: 'catalog.listing.emptyCategory' })} />;
    }
    return (
      <ProductGrid
        // A promotion never shows a prescription medicine, whatever the answer says (docs/behaviour.md §15).
        products={scope.promoId === undefined ? shown.list : withoutRx(shown.list)}
        // Busy from the tap on, before the address (and the request) follows; not while the
        // shown answer itself is asked again (today's prices after hydration: docs/decisions.md,
        // "Today's values"), which keeps its cards as they are.
        busy={(fetchingOther && shown !== currentData) || state !== applied}
        laidOut={traversed}
        renderActions={renderActions}
        renderCorner={renderCorner}
      />
    );
  })();

  // The parts a shopper taps hydrate on their own (docs/decisions.md, "Hydration by parts"). Each
  // part is made once per change of what it shows: a part not hydrated yet that a render gives new
  // props is hydrated inside that render, so the panel opening would hydrate the filters, the
  // category tree and the pages with it.
  const sidebarPart = useMemo(
    () =>
      sidebarTop ? (
        <Suspense>
          <div className={styles.sidebarTop}>{sidebarTop}</div>
        </Suspense>
      ) : null,
    [sidebarTop],
  );
  const facets = data?.facets;
  const filtersPart = useMemo(
    () => (
      <Suspense>
        <ListingFilters state={state} facets={facets} onChange={update} cityName={cityName} />
      </Suspense>
    ),
    [state, facets, update, cityName],
  );
  const hasCards = shown !== undefined && shown.list.length > 0;
  const paginationPart = useMemo(
    () =>
      hasCards ? (
        <Suspense>
          <Pagination
            page={state.page}
            pageCount={pageCount}
            searchFor={(page) => searchFor({ page })}
            onLeave={bringStatusIntoView}
          />
        </Suspense>
      ) : null,
    [hasCards, state.page, pageCount, searchFor, bringStatusIntoView],
  );

  // Nothing to filter or sort: the empty state alone says what to do next.
  if (shown && total === 0 && filterCount === 0) return <div className={styles.bare}>{content}</div>;

  return (
    <div className={styles.layout}>
      <Suspense>
        <div className={styles.toolbar}>
          <p ref={statusRef} tabIndex={-1} className={styles.count} role="status">
            {shown ? intl.formatMessage({ id: 'catalog.listing.count' }, { count: total }) : null}
          </p>
          <button
            type="button"
            className={styles.filtersToggle}
            aria-expanded={filtersOpen}
            aria-controls={panelId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <Icon path={filterIcon} size={18} />
            <span>{intl.formatMessage({ id: 'catalog.filters.title' })}</span>
            {filterCount > 0 ? <span className={styles.badge}>{filterCount}</span> : null}
          </button>
          <SortSelect
            value={state.sort}
            onChange={(sort) => update({ sort })}
            relevanceDefault={scope.query !== undefined}
          />
        </div>
      </Suspense>
      <aside className={styles.sidebar} aria-label={intl.formatMessage({ id: 'catalog.filters.title' })}>
        {sidebarPart}
        <div id={panelId} className={`${styles.panel} ${filtersOpen ? styles.panelOpen : ''}`}>
          <h2 className={styles.panelTitle}>{intl.formatMessage({ id: 'catalog.filters.title' })}</h2>
          {filtersPart}
          <Button className={styles.showResults} block onClick={() => setFiltersOpen(false)}>
            {intl.formatMessage({ id: 'catalog.filters.showResults' }, { count: total })}
          </Button>
        </div>
      </aside>
      <div className={styles.results}>
        {/* The cards' names are h3, as under the main page's sections: the list gets its h2. */}
        <h2 className="visually-hidden">{intl.formatMessage({ id: 'catalog.listing.heading' })}</h2>
        {chipsShown ? (
          <ActiveFilters state={state} facets={data?.facets} onChange={update} pharmacyName={pharmacyName} />
        ) : null}
        {content}
        {paginationPart}
      </div>
    </div>
  );
};
