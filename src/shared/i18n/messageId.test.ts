import { createIntl } from 'react-intl';
import sr from '../../../i18n/sr.json';
import type { MessageId } from './messageId';

// The compiler is the test here: `tsc --noEmit` (npm run type-check) fails when an id that
// does not exist is accepted, or when an `@ts-expect-error` below stops finding an error.
const intl = createIntl({ locale: 'sr-Latn', messages: sr });

/** Never called: it only has to compile. */
const typeChecks = (someText: string, step: 'cart' | 'pharmacy', stepOrTypo: 'cart' | 'crat') => {
  const known: MessageId = 'brand.name';
  // @ts-expect-error: a typo is not an id of i18n/sr.json
  const typo: MessageId = 'brand.nmae';
  intl.formatMessage({ id: 'checkout.step.cart' });
  // @ts-expect-error: formatMessage takes only ids of i18n/sr.json
  intl.formatMessage({ id: 'checkout.step.nowhere' });
  // @ts-expect-error: a plain string could be any text
  intl.formatMessage({ id: someText });
  // A template id is checked member by member.
  intl.formatMessage({ id: `checkout.step.${step}` });
  // @ts-expect-error: "checkout.step.crat" is not an id
  intl.formatMessage({ id: `checkout.step.${stepOrTypo}` });
  return [known, typo];
};

describe('message ids', () => {
  it('are the keys of i18n/sr.json', () => {
    expect(typeof typeChecks).toBe('function');
    expect(intl.formatMessage({ id: 'checkout.step.cart' })).toBe(sr['checkout.step.cart']);
  });
});
