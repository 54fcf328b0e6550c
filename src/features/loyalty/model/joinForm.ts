import { boolean, object } from 'yup';

export interface JoinValues {
  acceptTerms: boolean;
}

/** The programme's terms must be accepted to join; the message is an id of i18n/sr.json. */
export const joinSchema = object({
  acceptTerms: boolean().oneOf([true], 'loyalty.join.termsRequired').required('loyalty.join.termsRequired'),
});
