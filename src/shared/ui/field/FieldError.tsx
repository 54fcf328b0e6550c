import styles from './Form.module.css';

/**
 * The message `useFieldError` gives a control that is not a TextField (a fieldset of radios, a box
 * to tick), under it; `id` is its `errorId`, which the control's `aria-describedby` names.
 */
export const FieldError = ({ id, error }: { id: string; error: string | undefined }) =>
  error ? (
    <p id={id} className={styles.fieldError}>
      {error}
    </p>
  ) : null;
