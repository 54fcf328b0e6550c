import type { MessageFormatElement } from 'react-intl';
import type { Locale } from './locales';

/** Plain ICU strings in tests; ASTs compiled at build time in the bundle (webpack messagesRule). */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

/** Each language is its own chunk: a visitor downloads only the one they read. */
const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  sr: () => import(/* webpackChunkName: "i18n-sr" */ '../../../i18n/sr.json'),
  en: () => import(/* webpackChunkName: "i18n-en" */ '../../../i18n/en.json'),
  ru: () => import(/* webpackChunkName: "i18n-ru" */ '../../../i18n/ru.json'),
};

export const loadMessages = async (locale: Locale): Promise<Messages> => (await loaders[locale]()).default as Messages;
