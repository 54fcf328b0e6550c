import { Link } from 'react-router';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { skipToken } from '@reduxjs/toolkit/query';
import { paths } from '@/shared/config';
import { useStateSelector } from '@/shared/lib';
import { buttonClass, EmptyState, ErrorState, LoadingState } from '@/shared/ui';
import { selectHasToken, type AuthState } from '@/features/auth';
import { useGetQuestionsQuery, type Question } from '../api/questionsApi';
import { AnsweredNotice } from './AnsweredNotice';
import styles from './QuestionsList.module.css';

/**
 * While a question waits, the page asks again this often: a pharmacist answers in hours, and
 * the visitor who keeps the page open is told once it is there (docs/decisions.md, "Ask a pharmacist").
 */
const WAITING_POLL_MS = 60_000;

const when = (iso: string) => (
  <FormattedDate value={iso} day="numeric" month="long" year="numeric" hour="2-digit" minute="2-digit" />
);

const QuestionCard = ({ question }: { question: Question }) => {
  const answered = question.status === 'answered';
  return (
    <article className={styles.card} aria-labelledby={`question-${question.id}`}>
      <header className={styles.head}>
        <h2 id={`question-${question.id}`} className={styles.title}>
          <FormattedMessage id="questions.item.title" values={{ number: question.number }} />
        </h2>
        <span className={answered ? styles.answered : styles.waiting}>
          <FormattedMessage id={answered ? 'questions.status.answered' : 'questions.status.waiting'} />
        </span>
      </header>
      <p className={styles.meta}>
        <FormattedMessage id="questions.item.asked" values={{ date: when(question.created_at) }} />
        {question.product_name ? (
          <>
            {' · '}
            {question.product_id === null ? (
              question.product_name
            ) : (
              <Link to={paths.detail(question.product_id)}>{question.product_name}</Link>
            )}
          </>
        ) : null}
      </p>
      <p className={styles.question}>{question.question}</p>
      {answered ? (
        <section className={styles.answer} aria-labelledby={`answer-${question.id}`}>
          <h3 id={`answer-${question.id}`} className={styles.answerTitle}>
            <FormattedMessage id="questions.item.answer" />
            {question.answered_at ? <span className={styles.answerDate}> · {when(question.answered_at)}</span> : null}
          </h3>
          <p>{question.answer ?? <FormattedMessage id="questions.item.answerSent" />}</p>
        </section>
      ) : (
        <p className={styles.pending}>
          {question.contact ? (
            <FormattedMessage id="questions.item.waiting" values={{ contact: question.contact }} />
          ) : (
            <FormattedMessage id="questions.item.waitingNoContact" />
          )}
        </p>
      )}
    </article>
  );
};

/**
 * The signed-in client's questions, newest first, with the answers (docs/decisions.md, "Ask a
 * pharmacist"). Asked again each time the page is opened, and every minute while one waits.
 */
export const QuestionsList = () => {
  const hasToken = useStateSelector((state: { auth: AuthState }) => selectHasToken(state));
  const { data: questions } = useGetQuestionsQuery(hasToken ? undefined : skipToken);
  const waiting = questions?.some((question) => question.status === 'waiting') ?? false;
  const { isError, isLoading, refetch } = useGetQuestionsQuery(hasToken ? undefined : skipToken, {
    refetchOnMountOrArgChange: true,
    pollingInterval: waiting ? WAITING_POLL_MS : 0,
  });
  if (isError && !questions) return <ErrorState onRetry={() => void refetch()} />;
  if (isLoading || !questions) return <LoadingState />;
  const ask = (
    <Link to={paths.ask()} className={buttonClass(questions.length === 0 ? 'primary' : 'secondary')}>
      <FormattedMessage id="questions.ask" />
    </Link>
  );
  if (questions.length === 0) return <EmptyState title={<FormattedMessage id="questions.empty" />}>{ask}</EmptyState>;
  return (
    <div className={styles.page}>
      {waiting ? <AnsweredNotice /> : null}
      <ol className={styles.list}>
        {questions.map((question) => (
          <li key={question.id}>
            <QuestionCard question={question} />
          </li>
        ))}
      </ol>
      <div>{ask}</div>
    </div>
  );
};
