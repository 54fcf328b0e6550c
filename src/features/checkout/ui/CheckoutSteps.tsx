import { Link } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '@/shared/i18n';
import { paths } from '@/shared/config';
import { Icon, checkIcon } from '@/shared/ui';
import styles from './CheckoutSteps.module.css';

export type CheckoutStep = 'cart' | 'pharmacy' | 'contacts' | 'confirmation';

const STEPS: ReadonlyArray<{ step: CheckoutStep; to: string; titleId: MessageId }> = [
  { step: 'cart', to: paths.cart, titleId: 'checkout.step.cart' },
  { step: 'pharmacy', to: paths.stepPharmacy, titleId: 'checkout.step.pharmacy' },
  { step: 'contacts', to: paths.stepContacts, titleId: 'checkout.step.contacts' },
  { step: 'confirmation', to: paths.stepConfirmation, titleId: 'checkout.step.confirmation' },
];

/**
 * The four checkout steps (docs/behaviour.md §2). Steps already done link back while the order
 * is still being made; once it is placed there is nothing to go back to.
 */
export const CheckoutSteps = ({ current }: { current: CheckoutStep }) => {
  const intl = useIntl();
  const currentIndex = STEPS.findIndex((item) => item.step === current);
  const canGoBack = current !== 'confirmation';
  return (
    <nav className={styles.nav} aria-label={intl.formatMessage({ id: 'checkout.steps.label' })}>
      <p className={styles.mobileCaption} aria-hidden="true">
        <FormattedMessage id="checkout.steps.progress" values={{ step: currentIndex + 1, total: STEPS.length }} />
      </p>
      <ol className={styles.list}>
        {STEPS.map((item, index) => {
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'next';
          const marker = (
            <span className={styles.marker} aria-hidden="true">
              {state === 'done' ? <Icon path={checkIcon} size={16} /> : index + 1}
            </span>
          );
          const title = (
            <span className={styles.title}>
              <FormattedMessage id={item.titleId} />
            </span>
          );
          return (
            <li
              key={item.step}
              className={state === 'next' ? styles.item : `${styles.item} ${styles[state]}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              {state === 'done' && canGoBack ? (
                <Link to={item.to} className={styles.link}>
                  {marker}
                  {title}
                  <span className="visually-hidden">
                    <FormattedMessage id="checkout.steps.done" />
                  </span>
                </Link>
              ) : (
                <span className={styles.link}>
                  {marker}
                  {title}
                  {state === 'done' ? (
                    <span className="visually-hidden">
                      <FormattedMessage id="checkout.steps.done" />
                    </span>
                  ) : null}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
};
