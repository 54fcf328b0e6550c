import type { MessageFormatElement } from 'react-intl';
import { getLocale, type Locale } from './locales';

/** Plain ICU strings in tests; ASTs compiled at build time in the bundle (webpack messagesRule). */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

type MessagesModule = Promise<{
  default: Messages;
  importPageMessages: (chunk: string) => Promise<{ default: Messages }>;
}>;

/**
 * The shell's messages (header, footer, menus, dialogs, toasts, errors, page titles), one chunk
 * per language: a visitor downloads only the one they read. Each page adds its own
 * (`addMessages`, from its route's `lazy`; docs/performance.md, "Messages per route"), found
 * through the same chunk: it holds the map from a page to its messages of that language only.
 */
const loaders: Record<Locale, () => MessagesModule> = {
  sr: () => import(/* webpackChunkName: "i18n-sr" */ './parts/sr'),
  en: () => import(/* webpackChunkName: "i18n-en" */ './parts/en'),
  ru: () => import(/* webpackChunkName: "i18n-ru" */ './parts/ru'),
};

/**
 * One object per language, given to IntlProvider once and only ever added to: react-intl
 * looks an id up when it formats, so a page's messages added before the page renders are
 * there for it, without a new intl object that would re-render the whole app.
 */
const registry: Partial<Record<Locale, Record<string, unknown>>> = {};
const messagesOf = (locale: Locale): Record<string, unknown> => (registry[locale] ??= {});

export const addMessages = (locale: Locale, messages: Messages): void => void Object.assign(messagesOf(locale), messages);

/** The shell's messages of `locale`, in the object that its pages' messages are added to. */
export const loadMessages = async (locale: Locale): Promise<Messages> => {
  addMessages(locale, (await loaders[locale]()).default);
  return messagesOf(locale) as Messages;
};

/**
 * A page's own messages in `locale` (its route's `lazy`, src/app/routeMessages.ts). The shell's
 * chunk knows where they are; webpack loads that chunk once, so after the first load this
 * asks for the page's messages only.
 */
export const importPageMessages = async (locale: Locale, chunk: string): Promise<{ default: Messages }> =>
  (await loaders[locale]()).importPageMessages(chunk);

/**
 * Adds a part's messages in the visitor's language: a page's (its route's `lazy`) or a
 * dialog's (`<id>-dialog`, DialogHost), before it renders.
 */
export const addPartMessages = async (part: string): Promise<void> => {
  const locale = getLocale();
  addMessages(locale, (await importPageMessages(locale, part)).default);
};
