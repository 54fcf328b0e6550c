import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '@/shared/i18n';

/** A page's heading (the global `page-title`) and the paragraph that introduces the page. */
export const PageIntro = ({
  title,
  lead,
  leadClassName,
}: {
  title: MessageId;
  lead: ReactNode;
  leadClassName?: string;
}) => (
  <>
    <h1 className="page-title">
      <FormattedMessage id={title} />
    </h1>
    <p className={leadClassName}>{lead}</p>
  </>
);
