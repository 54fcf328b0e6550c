import { Link, useParams } from 'react-router';
import { useIntl } from 'react-intl';
import { paths } from '@/shared/config';
import { useDocumentTitle } from '@/shared/i18n';
import { buttonClass, EmptyState, ErrorState, LoadingState } from '@/shared/ui';
import { renderAddToCart } from '@/features/cart';
import { Breadcrumbs, ProductListing, renderFavourite, useGetAtcGroupsQuery, type AtcGroup } from '@/features/catalog';
import { isAtcSubgroup } from './atcCode';
import styles from './AtcPage.module.css';

/** Links to groups of the ATC tree, each with its code and how many products it has. */
const GroupList = ({ groups, label }: { groups: AtcGroup[]; label: string }) => {
  const intl = useIntl();
  return (
    <nav aria-label={label}>
      <ul className={styles.groups}>
        {groups
          .filter((group) => group.productsCount > 0)
          .map((group) => (
            <li key={group.code}>
              <Link to={paths.atc(group.code)} className={styles.group}>
                <span className={styles.code}>{group.code}</span>
                <span className={styles.name}>{group.name}</span>
                <span className={styles.count}>
                  {intl.formatMessage({ id: 'medinfo.atc.count' }, { count: group.productsCount })}
                </span>
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
};

/**
 * /catalog/atc: browsing medicines by the WHO ATC classification beside the shop categories —
 * the anatomical main groups, then a group's therapeutic subgroups, then a subgroup's products
 * with the catalogue's filters, sorting and pages.
 */
export const Component = () => {
  const intl = useIntl();
  const { code } = useParams();
  const { data: groups, isError, refetch } = useGetAtcGroupsQuery();
  const group = code === undefined ? undefined : groups?.find((item) => item.code === code);
  const parent = group?.parentCode ? groups?.find((item) => item.code === group.parentCode) : undefined;
  const rootTitle = intl.formatMessage({ id: 'medinfo.atc.title' });
  useDocumentTitle(
    code === undefined
      ? rootTitle
      : group
        ? intl.formatMessage({ id: 'medinfo.atc.documentTitle' }, { code: group.code, name: group.name })
        : groups || isError
          ? null
          : undefined,
  );

  if (isError && !groups)
    return (
      <div className="container page">
        <ErrorState onRetry={() => void refetch()} />
      </div>
    );
  if (!groups)
    return (
      <div className="container page">
        <LoadingState />
      </div>
    );
  if (code !== undefined && !group) {
    return (
      <div className="container page">
        <EmptyState titleAs="h1" title={intl.formatMessage({ id: 'medinfo.atc.notFound' })}>
          <Link to={paths.atc()} className={buttonClass('primary')}>
            {rootTitle}
          </Link>
        </EmptyState>
      </div>
    );
  }

  const crumbs = [
    { label: intl.formatMessage({ id: 'page.catalog.title' }), to: paths.catalog },
    ...(group ? [{ label: rootTitle, to: paths.atc() }] : [{ label: rootTitle }]),
    ...(parent ? [{ label: parent.name, to: paths.atc(parent.code) }] : []),
    ...(group ? [{ label: group.name }] : []),
  ];
  return (
    <div className="container page">
      <Breadcrumbs items={crumbs} />
      <h1 className="page-title">
        {group ? (
          <>
            <span className={styles.titleCode}>{group.code}</span> {group.name}
          </>
        ) : (
          rootTitle
        )}
      </h1>
      {!group ? (
        <>
          <p className={styles.lead}>{intl.formatMessage({ id: 'medinfo.atc.lead' })}</p>
          <GroupList
            groups={groups.filter((item) => item.parentCode === null)}
            label={intl.formatMessage({ id: 'medinfo.atc.groups' })}
          />
        </>
      ) : isAtcSubgroup(group.code) ? (
        <ProductListing
          key={group.code}
          scope={{ atc: group.code }}
          renderActions={renderAddToCart}
          renderCorner={renderFavourite}
        />
      ) : (
        <GroupList
          groups={groups.filter((item) => item.parentCode === group.code)}
          label={intl.formatMessage({ id: 'medinfo.atc.subgroups' }, { name: group.name })}
        />
      )}
    </div>
  );
};
