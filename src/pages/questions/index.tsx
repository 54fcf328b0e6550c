import { FormattedMessage } from 'react-intl';
import { AccountLayout } from '@/features/account';
import { QuestionsList } from '@/features/questions';

/** /lk/questions: the client's questions to a pharmacist and the answers (guarded by the router). */
export const Component = () => (
  <AccountLayout title={<FormattedMessage id="page.questions.title" />}>
    <QuestionsList />
  </AccountLayout>
);
