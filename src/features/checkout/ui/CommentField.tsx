import { useField, useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import type { MessageId } from '@/shared/i18n';
import { TextField } from '@/shared/ui';
import { COMMENT_MAX } from '../model/contactsSchema';
import styles from './CommentField.module.css';

/** The optional comment to the pharmacist, a textarea bound to formik. */
export const CommentField = ({ name }: { name: string }) => {
  const intl = useIntl();
  const [field, meta] = useField<string>(name);
  const { submitCount } = useFormikContext();
  // The schemas' messages are ids of i18n/sr.json; formik types an error as a plain string.
  const error = submitCount > 0 && meta.error ? intl.formatMessage({ id: meta.error as MessageId }) : undefined;
  return (
    <TextField
      label={intl.formatMessage({ id: 'checkout.contacts.comment' })}
      hint={intl.formatMessage({ id: 'checkout.contacts.commentHint' }, { max: COMMENT_MAX })}
      error={error}
      renderInput={(wiring) => (
        <textarea {...field} {...wiring} className={`${wiring.className} ${styles.textarea}`} value={field.value ?? ''} rows={3} maxLength={COMMENT_MAX} />
      )}
    />
  );
};
