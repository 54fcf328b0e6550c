import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from 'react';
import { useHref, useLocation } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { paths } from '@/shared/config';
import { Icon } from '@/shared/ui';
import { useDeferredCode } from '@/shared/lib';
import { loadSearchCombobox } from './loadSearchCombobox';
import { ScanButton } from './ScanButton';
import { queryShownAt, type SearchHandover } from './searchField';
import styles from './HeaderSearch.module.css';

/**
 * The header search (docs/behaviour.md §13). Every page draws the field, but its code (the
 * suggestions' combobox, SearchCombobox) comes only when the visitor first turns to it: a focus
 * or a press in the field (docs/performance.md). Until then the field is the browser's own, so
 * nothing typed is lost: the code takes over the text, the caret and the focus, and a search
 * asked for meanwhile (Enter, "Go") is carried out by it once (docs/decisions.md, "No input lost
 * to code that is still loading"). Before the page is hydrated, Enter is a real form submit to
 * the search page.
 */
export const HeaderSearch = ({ autoFocus = false }: { autoFocus?: boolean }) => {
  const intl = useIntl();
  const location = useLocation();
  const action = useHref(paths.search());
  const inputId = `${useId()}-input`;
  const input = useRef<HTMLInputElement>(null);
  const { code, pending, prepare, press } = useDeferredCode(loadSearchCombobox);
  const submitted = useRef(false);
  const tookOver = useRef(false);
  const [handover, setHandover] = useState<SearchHandover | null>(null);

  // Read when the code is in, not when it was asked for: the visitor may type on meanwhile.
  const takeOver = () => {
    if (tookOver.current) return;
    tookOver.current = true;
    const field = input.current;
    const focused = !!field && document.activeElement === field;
    setHandover({
      text: field?.value ?? '',
      focused,
      selectionStart: focused ? field.selectionStart : null,
      selectionEnd: focused ? field.selectionEnd : null,
      submit: submitted.current,
    });
  };
  const touch = () => prepare('take-over', takeOver);

  // Focused (or typed into) before the page was hydrated: no focus event comes any more.
  const touchedBeforeHydration = useEffectEvent(() => {
    const field = input.current;
    if (field && (document.activeElement === field || field.value !== field.defaultValue)) touch();
  });
  useEffect(() => touchedBeforeHydration(), []);

  const Combobox = code?.SearchCombobox;
  if (Combobox && handover) return <Combobox autoFocus={autoFocus} handover={handover} />;

  const submit = (event: FormEvent) => {
    // Hydrated: the code searches, as it would have (the empty and too-short checks, the history).
    event.preventDefault();
    submitted.current = true;
    press('take-over', takeOver);
  };

  const shown = queryShownAt(location);
  return (
    <form
      role="search"
      className={styles.form}
      action={action}
      method="get"
      onSubmit={submit}
      onFocus={touch}
      onPointerDown={touch}
      aria-label={intl.formatMessage({ id: 'search.label' })}
      aria-busy={pending || undefined}
    >
      <label className="visually-hidden" htmlFor={inputId}>
        <FormattedMessage id="search.label" />
      </label>
      <Icon name="search" className={styles.icon} size={20} />
      <input
        ref={input}
        // A new page shows its own query, as the code's field does.
        key={shown}
        id={inputId}
        name="q"
        className={styles.input}
        // The combobox it becomes, with its list closed: the field means the same before and after.
        type="text"
        inputMode="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={false}
        // As in the combobox while its list is closed: the reference comes with the list.
        aria-controls={undefined}
        defaultValue={shown}
        placeholder={intl.formatMessage({ id: 'search.placeholder' })}
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="search"
        maxLength={120}
        autoFocus={autoFocus}
      />
      <ScanButton />
      <button type="submit" className={styles.go} aria-busy={pending || undefined}>
        <FormattedMessage id="search.go" />
      </button>
    </form>
  );
};
