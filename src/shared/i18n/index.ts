export {
  LOCALES,
  DEFAULT_LOCALE,
  INTL_TAGS,
  ACCEPT_LANGUAGE,
  LOCALE_NAMES,
  getLocale,
  setLocale,
  preferredLocale,
  rememberLocale,
  splitLocalePath,
  type Locale,
} from './locales';
export { addMessages, addPartMessages, importPageMessages, loadMessages, type Messages } from './messages';
export { messageId, type MessageId } from './messageId';
export { useFormatMoney, CURRENCY } from './money';
export { CalendarDate } from './CalendarDate';
export { useLocale } from './useLocale';
export { PageTitleContext, useDocumentTitle } from './useDocumentTitle';
export { documentTitle } from './documentTitle';
