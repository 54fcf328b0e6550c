import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { useIntl } from 'react-intl';
import { Icon, chevronLeftIcon, chevronRightIcon } from '@/shared/ui';
import { pageWindow } from '../../lib/pageWindow';
import styles from './Pagination.module.css';

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The `?query` of a page of this listing. */
  searchFor: (page: number) => string;
  /** A page link was tapped: the listing brings its top into view. */
  onLeave?: () => void;
}

/**
 * The tapped link gives way to the current page's mark: a focused element taken out of the page
 * makes the browser compute style and layout on the spot, in the middle of the commit that
 * brings the new cards (docs/performance.md, "Taps"). The listing moves focus to
 * its status once the page is there.
 */
const blurLink = (event: MouseEvent<HTMLAnchorElement>) => event.currentTarget.blur();

/** Real links per page (`?page=3`), so every page has an address that can be shared. */
export const Pagination = ({ page, pageCount, searchFor, onLeave }: PaginationProps) => {
  const intl = useIntl();
  const leaveLink = (event: MouseEvent<HTMLAnchorElement>) => {
    blurLink(event);
    // A page opened in another tab leaves this one where it is.
    const inPlace = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (inPlace) onLeave?.();
  };
  if (pageCount <= 1) return null;
  const label = (value: number) => intl.formatMessage({ id: 'catalog.pagination.page' }, { page: value });
  return (
    <nav className={styles.nav} aria-label={intl.formatMessage({ id: 'catalog.pagination.label' })}>
      {page > 1 ? (
        <Link
          className={styles.item}
          to={{ search: searchFor(page - 1) }}
          rel="prev"
          preventScrollReset
          onClick={leaveLink}
        >
          <Icon path={chevronLeftIcon} size={18} />
          <span className={styles.stepText}>{intl.formatMessage({ id: 'catalog.pagination.previous' })}</span>
        </Link>
      ) : null}
      <ol className={styles.pages}>
        {pageWindow(page, pageCount).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              {entry === page ? (
                // aria-label is not allowed on a plain span: the name is text, the visible digit hidden.
                <span className={`${styles.item} ${styles.current}`} aria-current="page">
                  <span className="visually-hidden">{label(entry)}</span>
                  <span aria-hidden="true">{entry}</span>
                </span>
              ) : (
                <Link
                  className={styles.item}
                  to={{ search: searchFor(entry) }}
                  aria-label={label(entry)}
                  preventScrollReset
                  onClick={leaveLink}
                >
                  {entry}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {page < pageCount ? (
        <Link
          className={styles.item}
          to={{ search: searchFor(page + 1) }}
          rel="next"
          preventScrollReset
          onClick={leaveLink}
        >
          <span className={styles.stepText}>{intl.formatMessage({ id: 'catalog.pagination.next' })}</span>
          <Icon path={chevronRightIcon} size={18} />
        </Link>
      ) : null}
    </nav>
  );
};
