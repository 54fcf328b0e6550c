import { useIntl } from 'react-intl';
import { Icon, searchIcon } from '@/shared/ui';
import { highlight } from '../lib/highlight';
import styles from './SuggestionList.module.css';

interface SuggestionListProps {
  id: string;
  names: string[];
  query: string;
  active: number;
  optionId: (index: number) => string;
  onPick: (name: string) => void;
  onHover: (index: number) => void;
}

/** The combobox's listbox; focus stays in the input (aria-activedescendant points here). */
export const SuggestionList = ({ id, names, query, active, optionId, onPick, onHover }: SuggestionListProps) => {
  const intl = useIntl();
  return (
    <ul
      id={id}
      role="listbox"
      className={styles.list}
      aria-label={intl.formatMessage({ id: 'search.suggestionsLabel' })}
    >
      {names.map((name, index) => {
        const parts = highlight(name, query);
        return (
          // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events -- the keys live on the combobox input (aria-activedescendant); options never take focus
          <li
            key={name}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={index === active ? `${styles.option} ${styles.active}` : styles.option}
            // Keeps focus in the input, so the click below is not lost to a blur.
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => onHover(index)}
            onClick={() => onPick(name)}
          >
            <Icon path={searchIcon} size={16} className={styles.icon} />
            <span className={styles.name}>
              {parts.before}
              {parts.match ? <strong>{parts.match}</strong> : null}
              {parts.after}
            </span>
          </li>
        );
      })}
    </ul>
  );
};
