import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import { FormattedMessage } from 'react-intl';
import { paths } from '@/shared/config';
import { Icon, LoadingState, PageIntro, checkIcon } from '@/shared/ui';
import { isSignedIn, useAuthStatus } from '@/features/auth';
import { useGetProductDetailQuery } from '@/features/catalog';
import { useCityId } from '@/features/city';
import type { Question } from '../api/questionsApi';
import { AnsweredNotice } from './AnsweredNotice';
import { AskForm } from './AskForm';
import { EmergencyNote } from './EmergencyNote';
import styles from './AskPharmacist.module.css';

/** `?product=1001`: the product page the visitor came from; anything else is no product. */
const productParam = (value: string | null): number | null =>
  value !== null && /^\d{1,9}$/.test(value) ? Number(value) : null;

/** The confirmation takes the form's place; focus follows it so it is read at once. */
const focusOnArrival = (node: HTMLElement | null) => node?.focus();

const Asked = ({ question, signedIn }: { question: Question; signedIn: boolean }) => (
  <section className={styles.asked} aria-labelledby="ask-done-title" tabIndex={-1} ref={focusOnArrival}>
    <h2 id="ask-done-title" className={styles.askedTitle}>
      <Icon path={checkIcon} size={22} />
      <FormattedMessage id="questions.done.title" values={{ number: question.number }} />
    </h2>
    <p>
      <FormattedMessage
        id={question.channel === 'email' ? 'questions.done.byEmail' : 'questions.done.byPhone'}
        values={{ contact: question.contact }}
      />
    </p>
    {signedIn ? (
      <>
        <p>
          <FormattedMessage id="questions.done.account" />
        </p>
        <Link to={paths.accountQuestions} className={styles.toList}>
          <FormattedMessage id="questions.done.toList" />
        </Link>
        <AnsweredNotice />
      </>
    ) : (
      <p>
        <FormattedMessage id="questions.done.guest" values={{ number: question.number }} />
      </p>
    )}
  </section>
);

/**
 * /ask: the question form beside the emergency note (docs/decisions.md, "Ask a pharmacist").
 * Sign-in is optional: a visitor is answered at the contact given, a client also in
 * "My questions".
 */
export const AskPharmacist = () => {
  const [params] = useSearchParams();
  const productId = productParam(params.get('product'));
  const cityId = useCityId();
  const { status, profile } = useAuthStatus();
  const detail = useGetProductDetailQuery(productId === null ? skipToken : { id: productId, city_id: cityId });
  const [asked, setAsked] = useState<Question | null>(null);
  // The product's name is shown in the form; an unknown or failed product is simply no product.
  const productSettled = productId === null || !detail.isLoading;
  const product = detail.data ? { id: detail.data.product.id, name: detail.data.product.name } : null;
  return (
    <div className="container page">
      <PageIntro title="page.ask.title" lead={<FormattedMessage id="questions.lead" />} leadClassName={styles.lead} />
      <div className={styles.layout}>
        <EmergencyNote />
        <div className={styles.main}>
          {asked ? (
            <Asked question={asked} signedIn={isSignedIn(status)} />
          ) : productSettled ? (
            <>
              {isSignedIn(status) ? null : (
                <p className={styles.guest}>
                  <FormattedMessage id="questions.guestNote" />
                </p>
              )}
              <AskForm product={product} profile={profile} onAsked={setAsked} />
            </>
          ) : (
            <LoadingState />
          )}
        </div>
      </div>
    </div>
  );
};
