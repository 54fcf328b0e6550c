import { useIntl } from 'react-intl';
import { FormikTextArea } from '@/shared/ui';
import { COMMENT_MAX } from '../model/contactsSchema';
import styles from './CommentField.module.css';

/** The optional comment to the pharmacist, a textarea bound to formik. */
export const CommentField = ({ name }: { name: string }) => {
  const intl = useIntl();
  return (
    <FormikTextArea
      name={name}
      label={intl.formatMessage({ id: 'checkout.contacts.comment' })}
      hint={intl.formatMessage({ id: 'checkout.contacts.commentHint' }, { max: COMMENT_MAX })}
      rows={3}
      maxLength={COMMENT_MAX}
      className={styles.textarea}
    />
  );
};
