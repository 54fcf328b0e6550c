import { useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useDeferredCode, whenNearViewport } from '@/shared/lib';
import type { MessageId } from '@/shared/i18n';
import type { Product } from '../../model/types';
import styles from './Alternatives.module.css';

/** The list's code and its call: a chunk of their own, loaded when the block comes near the screen. */
const loadAlternativesList = () => import(/* webpackChunkName: "alternatives" */ './AlternativesList');

/**
 * How near the screen the block's code and call start: about a screen's scroll ahead, not the
 * first load (docs/performance.md, "Budgets": first-load JS is what loads before the network is idle).
 */
const NEAR = '200px';

interface CheaperAlternativesProps {
  product: Pick<Product, 'id' | 'rx' | 'rxUnknown'>;
  cityId: number;
  cityName: string | undefined;
  /** The visitor's city is known (after hydration, docs/decisions.md, "Hydrating a prerendered page"): only then is it asked. */
  cityKnown: boolean;
}

/**
 * Cheaper products with the same active substance, strength and form, priced in the visitor's
 * city today (docs/decisions.md, "Cheaper alternatives"). The block keeps one height whatever it
 * shows, so nothing moves when its list comes in; a prescription medicine gets a neutral note
 * and no list (docs/behaviour.md §15: never promoted).
 */
export const CheaperAlternatives = ({ product, cityId, cityName, cityKnown }: CheaperAlternativesProps) => {
  const box = useRef<HTMLDivElement>(null);
  const { code, prepare } = useDeferredCode(loadAlternativesList);

  useEffect(() => {
    const element = box.current;
    if (product.rx || !cityKnown || !element) return undefined;
    let cancelled = false;
    void whenNearViewport(element, NEAR).then(() => {
      if (!cancelled) prepare();
    });
    return () => {
      cancelled = true;
    };
  }, [product.rx, cityKnown, prepare]);

  if (product.rx) {
    // Unknown rx: no cheaper swap offered, and no claim that it is on prescription.
    if (product.rxUnknown) return null;
    return (
      <Block title="catalog.detail.alternatives.rxTitle">
        <p className={styles.note}>
          <FormattedMessage id="catalog.detail.alternatives.rxNote" />
        </p>
      </Block>
    );
  }
  const List = code?.AlternativesList;
  return (
    <Block title="catalog.detail.alternatives.title">
      <p className={styles.lead}>
        <FormattedMessage id="catalog.detail.alternatives.lead" />
      </p>
      <div ref={box} className={styles.box} data-city-value>
        {List ? (
          <List productId={product.id} cityId={cityId} cityName={cityName} />
        ) : (
          <p className={styles.waiting}>
            <FormattedMessage id="catalog.detail.alternatives.loading" />
          </p>
        )}
      </div>
    </Block>
  );
};

/** The block's frame: a section named by its heading. */
const Block = ({ title, children }: { title: MessageId; children: ReactNode }) => (
  <section aria-labelledby="detail-alternatives" className={styles.block}>
    <h2 id="detail-alternatives" className={styles.heading}>
      <FormattedMessage id={title} />
    </h2>
    {children}
  </section>
);
