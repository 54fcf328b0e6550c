import type sr from '../../../i18n/sr.json';

/**
 * Every message id, read from the Serbian catalogue (the other two carry the same keys; the
 * i18n unit test checks that). react-intl takes it through the global FormatjsIntl.Message
 * (src/types/intl.d.ts), so an id missing from i18n/sr.json fails the type check, template
 * ids included (a template id must be a union of ids that exist).
 */
export type MessageId = keyof typeof sr;

/**
 * A validation message of a yup schema: schemas return ids that the fields translate
 * (useFieldError), and this makes an id missing from i18n/sr.json fail the type check there too.
 */
export const messageId = (id: MessageId): MessageId => id;
