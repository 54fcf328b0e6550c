import type { MessageId } from '@/shared/i18n/messageId';

// react-intl's documented hook for typed ids: formatMessage, FormattedMessage and
// defineMessages accept only ids of i18n/sr.json.
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
