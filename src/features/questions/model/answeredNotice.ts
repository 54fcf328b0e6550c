import { createIntl } from 'react-intl';
import { paths, SHOP_TIME_ZONE } from '@/shared/config';
import { getLocale, INTL_TAGS, loadMessages } from '@/shared/i18n';
import type { QuestionDto } from '@/shared/api';

/**
 * "Your pharmacist has answered" (docs/decisions.md, "Ask a pharmacist"): when a question this
 * tab has seen waiting is answered, the browser shows one notification, if the visitor allowed
 * notifications. Its text names nothing: no product, no question, no answer (a lock screen is
 * seen by others), as the order's ready notice (docs/decisions.md, "Order status and the ready
 * notice"), whose permission and way of showing it uses.
 */

/**
 * The ids of questions this tab saw waiting, and the session count they were seen in.
 * Listener bookkeeping, not client state: nothing renders from it; a session's end (the
 * lifecycle's `sessionsEnded` moved on) forgets them, so the next client of a shared phone
 * is told nothing of the previous one's questions.
 */
const waiting = new Set<number>();
let seenInSession = 0;

const sameSession = (sessionsEnded: number): void => {
  if (sessionsEnded === seenInSession) return;
  waiting.clear();
  seenInSession = sessionsEnded;
};

/** Questions answered waiting (asked, or listed) are remembered. */
export const sawQuestions = (questions: readonly QuestionDto[], sessionsEnded: number): void => {
  sameSession(sessionsEnded);
  for (const question of questions) if (question.status === 'waiting') waiting.add(question.id);
};

/** A page without a service worker (or one that never becomes ready) shows the notice itself. */
const WORKER_WAIT_MS = 3000;

const workerRegistration = async (): Promise<ServiceWorkerRegistration | null> => {
  if (!('serviceWorker' in navigator)) return null;
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_WAIT_MS));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
};

const show = async (question: QuestionDto): Promise<void> => {
  const locale = getLocale();
  const intl = createIntl({
    locale: INTL_TAGS[locale],
    messages: await loadMessages(locale),
    timeZone: SHOP_TIME_ZONE,
  });
  const title = intl.formatMessage({ id: 'questions.notify.title' });
  const body = intl.formatMessage({ id: 'questions.notify.body' });
  // A click opens "My questions": only a signed-in client's questions are listed, so followed.
  const url = `${window.location.origin}/${locale}${paths.accountQuestions}`;
  const options = { body, tag: `question-${question.id}`, data: { url } };
  try {
    const registration = await workerRegistration();
    if (registration) await registration.showNotification(title, options);
    else new Notification(title, options);
  } catch {
    // Refused by the browser after all (permission revoked meanwhile): nothing to tell.
  }
};

/** A list answered: each question seen waiting and now answered is announced once. */
export const announceAnswered = async (questions: readonly QuestionDto[], sessionsEnded: number): Promise<void> => {
  sameSession(sessionsEnded);
  const answered = questions.filter((question) => question.status === 'answered' && waiting.delete(question.id));
  sawQuestions(questions, sessionsEnded);
  const allowed = typeof window !== 'undefined' && 'Notification' in window && Notification.permission === 'granted';
  if (!allowed) return;
  for (const question of answered) await show(question);
};
