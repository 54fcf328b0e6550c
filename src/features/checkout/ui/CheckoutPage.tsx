import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '@/shared/i18n';
import { CheckoutSteps, type CheckoutStep } from './CheckoutSteps';

/**
 * The frame of the four checkout pages: the steps, the page's heading, then its content.
 * `.page` resets the container's side padding, so the two classes sit on separate elements.
 */
export const CheckoutPage = ({
  step,
  titleId,
  children,
}: {
  step: CheckoutStep;
  titleId: MessageId;
  children: ReactNode;
}) => (
  <div className="container">
    <div className="page">
      <CheckoutSteps current={step} />
      <h1 className="page-title">
        <FormattedMessage id={titleId} />
      </h1>
      {children}
    </div>
  </div>
);
