import { useIntl } from 'react-intl';
import type { MessageId } from '@/shared/i18n';

interface ShowAllToggleProps {
  className: string | undefined;
  expanded: boolean;
  onToggle: () => void;
  /** The label while the list is short and while it is whole; both are given the full count. */
  labels: { all: MessageId; less: MessageId };
  count: number;
}

/** The button under a list cut short that shows the whole list, and back. */
export const ShowAllToggle = ({ className, expanded, onToggle, labels, count }: ShowAllToggleProps) => {
  const intl = useIntl();
  return (
    <button type="button" className={className} aria-expanded={expanded} onClick={onToggle}>
      {intl.formatMessage({ id: expanded ? labels.less : labels.all }, { count })}
    </button>
  );
};
