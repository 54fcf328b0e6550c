/** The header search's code: the suggestions, the keyboard and the history; most visits never use the field. */
export const loadSearchCombobox = () => import(/* webpackChunkName: "search" */ './SearchCombobox');
