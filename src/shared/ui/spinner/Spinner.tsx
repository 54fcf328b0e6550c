import styles from './Spinner.module.css';

export const Spinner = ({ size = 24 }: { size?: number }) => (
  <span className={styles.spinner} style={{ width: size, height: size }} aria-hidden="true" />
);
