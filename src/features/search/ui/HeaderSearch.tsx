import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useHref, useLocation, useNavigate, type Location } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { paths, TOAST_LONG_MS } from '@/shared/config';
import { Icon, searchIcon, showToast } from '@/shared/ui';
import { useAppDispatch } from '@/shared/lib';
import { checkSearchQuery } from '../model/searchRules';
import { rememberSearch } from '../model/searchHistory';
import { useSuggestions } from '../model/useSuggestions';
import { moveActive } from '../lib/moveActive';
import { SuggestionList } from './SuggestionList';
import { ScanButton } from './ScanButton';
import styles from './HeaderSearch.module.css';

/** On the results page the box shows what was searched; elsewhere it starts empty. */
const queryShownAt = (location: Location): string =>
  location.pathname === paths.search() ? (new URLSearchParams(location.search).get('q') ?? '') : '';

/**
 * The header search (docs/behaviour.md §13): 'Search in pharmacies', button 'Go', suggestions as a
 * WAI-ARIA combobox — typing or Down opens the list, arrows move through it, Enter picks,
 * Escape closes (and, with the list closed, clears the box), a click picks. Focus alone does
 * not open it, so a prefilled box does not cover what is under it.
 */
export const HeaderSearch = ({ autoFocus = false }: { autoFocus?: boolean }) => {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const dispatch = useAppDispatch();
  // The results page's address in this language, for the browser's own submit.
  const resultsHref = useHref(paths.search());
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listId = `${baseId}-list`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const [text, setText] = useState(() => queryShownAt(location));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { names } = useSuggestions(text, open);

  // Another page (or another search) was opened: show its query, close the list. When it is the
  // arrival of this field's own search, what was typed while it loaded stays (docs/decisions.md,
  // "No input lost to code that is still loading").
  const [seenKey, setSeenKey] = useState(location.key);
  const [ownSearch, setOwnSearch] = useState<string | null>(null);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    const shown = queryShownAt(location);
    if (shown !== ownSearch) setText(shown);
    setOwnSearch(null);
    setOpen(false);
    setActive(-1);
  }

  // A new answer replaces the options: nothing is highlighted in it yet.
  const [seenNames, setSeenNames] = useState(names);
  if (seenNames !== names) {
    setSeenNames(names);
    setActive(-1);
  }

  const expanded = open && names.length > 0;
  const highlighted = expanded && active >= 0 && active < names.length ? active : -1;

  const go = (query: string) => {
    rememberSearch(query);
    setOwnSearch(query);
    setOpen(false);
    setActive(-1);
    // Another search from the results page changes only the query: the page stays where it is
    // (docs/behaviour.md §14; docs/decisions.md, "Scrolling").
    // Fire and forget: the router owns the navigation, and its loaders' errors go to the route's error boundary.
    void navigate(paths.search(query), { preventScrollReset: location.pathname === paths.search() });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkSearchQuery(text);
    if (check.kind === 'blank') return;
    if (check.kind === 'tooShort') {
      dispatch(showToast({ tone: 'error', messageId: 'search.tooShort', durationMs: TOAST_LONG_MS }));
      return;
    }
    go(check.query);
  };

  const pick = (name: string) => {
    setText(name);
    go(name);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      // Alt+Down only opens the list (APG); otherwise the highlight moves once there are options.
      if (names.length > 0 && !(event.altKey && event.key === 'ArrowDown'))
        setActive(moveActive(highlighted, names.length, event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter' && highlighted >= 0) {
      event.preventDefault();
      const name = names[highlighted];
      if (name !== undefined) pick(name);
    } else if (event.key === 'Escape') {
      // Inside the mobile search panel Escape would also close the panel: only the list goes.
      if (expanded) {
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        setActive(-1);
      } else if (text !== '') {
        event.preventDefault();
        event.stopPropagation();
        setText('');
      }
    }
  };

  return (
    // A real action and field name: on a prerendered page before the app is ready, the browser
    // submits the search itself (GET /<lang>/search?q=…), and the results page trims the text
    // and applies the 3-character rule (docs/decisions.md, "No input lost to code that is still
    // loading"). Once the app is ready, `submit` handles it.
    <form
      role="search"
      action={resultsHref}
      className={styles.form}
      onSubmit={submit}
      aria-label={intl.formatMessage({ id: 'search.label' })}
    >
      <label className="visually-hidden" htmlFor={inputId}>
        <FormattedMessage id="search.label" />
      </label>
      <Icon path={searchIcon} className={styles.icon} size={20} />
      <input
        id={inputId}
        name="q"
        className={styles.input}
        // A text input, as in the APG's combobox examples: HTML allows role=combobox (and so
        // aria-expanded) on type=text but not on type=search; inputMode and enterKeyHint still give
        // phones their search keyboard (docs/decisions.md, "Valid markup").
        type="text"
        inputMode="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        // Only while the list exists, so the reference never points at nothing.
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={highlighted >= 0 ? optionId(highlighted) : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        placeholder={intl.formatMessage({ id: 'search.placeholder' })}
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="search"
        maxLength={120}
        autoFocus={autoFocus}
      />
      <ScanButton />
      <button type="submit" className={styles.go}>
        <FormattedMessage id="search.go" />
      </button>
      {expanded ? (
        <SuggestionList
          id={listId}
          names={names}
          query={text}
          active={highlighted}
          optionId={optionId}
          onPick={pick}
          onHover={setActive}
        />
      ) : null}
      <p className="visually-hidden" role="status">
        {expanded ? <FormattedMessage id="search.suggestionsCount" values={{ count: names.length }} /> : null}
      </p>
    </form>
  );
};
