import type { DeliveryDto, DeliveryTermsDto } from '@/shared/api';

/** The answers are shown as they come: every field of both is required (docs/api.md, "Delivery"). */
export type DeliveryTerms = DeliveryTermsDto;
export type Delivery = DeliveryDto;

export interface DeliveryArgs {
  city_id: number;
  items: Array<{ id: number; quantity: number }>;
  street: string;
  flat?: string;
  postal_code: string;
  name: string;
  phone: string;
  comment?: string;
  idempotency_key: string;
}

/** What the address form holds (formik). */
export interface AddressValues {
  name: string;
  phone: string;
  street: string;
  flat: string;
  postalCode: string;
  comment: string;
}
