import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '@/shared/i18n';
import { ErrorState, LoadingState } from '../state/DataState';
import { SectionIntro } from './SectionIntro';
import styles from './ListSection.module.css';

interface ListSectionProps<Item> {
  /** The heading's id, which names the section. */
  id: string;
  intro: { title: MessageId; text: MessageId };
  /** A list query's result: failed (with its retry), not here yet, or the items. */
  list: { isError: boolean; data: readonly Item[] | undefined; refetch: () => unknown };
  /** What an empty list says. */
  empty: MessageId;
  /** Shown between the introduction and the list, whatever its state. */
  extra?: ReactNode;
  children: (items: readonly Item[]) => ReactNode;
}

/**
 * A raised section of the personal area that lists what a query answers, in the fixed order of
 * states: error (with a retry), loading, empty, content.
 */
export const ListSection = <Item,>({ id, intro, list, empty, extra, children }: ListSectionProps<Item>) => (
  <section aria-labelledby={id} className={styles.section}>
    <SectionIntro id={id} intro={intro} classNames={{ title: styles.title, text: styles.muted }} />
    {extra}
    {list.isError ? (
      <ErrorState onRetry={() => void list.refetch()} />
    ) : !list.data ? (
      <LoadingState />
    ) : list.data.length === 0 ? (
      <p className={styles.muted}>
        <FormattedMessage id={empty} />
      </p>
    ) : (
      children(list.data)
    )}
  </section>
);
