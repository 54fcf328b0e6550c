import { baseApi, EreceptSchema, OrderSchema, type EreceptDto, type OrderDto } from '@/shared/api';
import { toPharmacy, type Pharmacy } from '@/features/pharmacies';

/** What the patient typed, and the city to look in (docs/api.md, "eRecept"): sent in a body only. */
export interface PrescriptionLookup {
  prescription_id: string;
  lbo: string;
  city_id: number;
}

export interface PrescribedMedicine {
  productId: number;
  name: string;
  dosage: string;
  form: string;
  quantity: number;
  repeatsLeft: number;
}

/**
 * A pharmacy of the city that has some of the prescription: per pack the price and the
 * co-payment. What it lacks and the sums follow from what is still to reserve (OfferCard), so the
 * answer's `missing`, `total` and `copayment` are not kept.
 */
export interface PrescriptionOffer {
  pharmacy: Pharmacy;
  lines: Array<{ productId: number; price: number; copayment: number }>;
}

export interface FoundPrescription {
  id: string;
  validUntil: string;
  medicines: PrescribedMedicine[];
  offers: PrescriptionOffer[];
}

const toPrescription = ({ prescription, pharmacies }: EreceptDto): FoundPrescription => ({
  id: prescription.id,
  validUntil: prescription.valid_until,
  medicines: prescription.medicines.map((m) => ({
    productId: m.product_id,
    name: m.name,
    dosage: m.dosage,
    form: m.form,
    quantity: m.quantity,
    repeatsLeft: m.repeats_left,
  })),
  offers: pharmacies.map((offer) => ({
    pharmacy: toPharmacy(offer.pharmacy),
    lines: offer.lines.map((line) => ({ productId: line.product_id, price: line.price, copayment: line.copayment })),
  })),
});

interface PrescriptionReservationArgs extends PrescriptionLookup {
  pharmacy_id: number;
  product_ids?: number[];
  idempotency_key: string;
}

/** The reservation one press made: its order, where, and which medicines it holds. */
export interface PrescriptionReservation {
  orderId: number;
  number: string;
  pharmacyName: string;
  productIds: number[];
}

export const ereceptApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Mutations, not queries: a query's cache key would spell the LBO out in the store
    // (docs/decisions.md, "eRecept"); these entries are masked for DevTools by name.
    findPrescription: build.mutation<FoundPrescription, PrescriptionLookup>({
      query: (params) => ({ url: '/erecept', method: 'POST', params }),
      rawResponseSchema: EreceptSchema,
      transformResponse: toPrescription,
    }),
    reservePrescription: build.mutation<PrescriptionReservation, PrescriptionReservationArgs>({
      query: (params) => ({ url: '/erecept/reserve', method: 'POST', params }),
      rawResponseSchema: OrderSchema,
      transformResponse: (order: OrderDto) => ({
        orderId: order.id,
        number: order.number,
        pharmacyName: order.pharmacy.name,
        productIds: order.lines.map((line) => line.id),
      }),
      invalidatesTags: ['Orders'],
    }),
  }),
});

export const { useFindPrescriptionMutation, useReservePrescriptionMutation } = ereceptApi;
