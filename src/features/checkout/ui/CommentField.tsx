import { useIntl } from 'react-intl';
import { TextField, useFieldError } from '@/shared/ui';
import { COMMENT_MAX } from '../model/contactsSchema';
import styles from './CommentField.module.css';

/** The optional comment to the pharmacist, a textarea bound to formik. */
export const CommentField = ({ name }: { name: string }) => {
  const intl = useIntl();
  const { field, error } = useFieldError(name);
  return (
    <TextField
      label={intl.formatMessage({ id: 'checkout.contacts.comment' })}
      hint={intl.formatMessage({ id: 'checkout.contacts.commentHint' }, { max: COMMENT_MAX })}
      error={error}
      renderInput={(wiring) => (
        <textarea
          {...field}
          {...wiring}
          className={`${wiring.className} ${styles.textarea}`}
          value={field.value ?? ''}
          rows={3}
          maxLength={COMMENT_MAX}
        />
      )}
    />
  );
};
