import type { Location } from 'react-router';
import { paths } from '@/shared/config';

/** On the results page the box shows what was searched; elsewhere it starts empty. */
export const queryShownAt = (location: Location): string =>
  location.pathname === paths.search() ? (new URLSearchParams(location.search).get('q') ?? '') : '';

/** What the visitor did with the header's field before its code came: the code starts from it. */
export interface SearchHandover {
  text: string;
  focused: boolean;
  selectionStart: number | null;
  selectionEnd: number | null;
  /** Enter or "Go" was pressed: the code searches for `text` once it is in. */
  submit: boolean;
}
