import { baseApi, EmptySchema, OrderSchema, TherapiesSchema, TherapySchema, type TherapyDto } from '@/shared/api';
import { toPharmacy, type Pharmacy } from '@/features/pharmacies';

/** A renewable prescription as the page reads it (docs/api.md, "Therapies"). */
export interface Therapy {
  id: number;
  productId: number;
  productName: string;
  /** "film tablets · 400 mg · 30 tablets", in the request language */
  packLine: string;
  months: number;
  /** YYYY-MM-DD: the date of month 1 */
  firstDate: string;
  pharmacy: Pharmacy;
  reservations: Array<{ month: number; orderId: number; number: string; pharmacyName: string }>;
}

const toTherapy = (dto: TherapyDto): Therapy => ({
  id: dto.id,
  productId: dto.product_id,
  productName: dto.product_name,
  packLine: [dto.form, dto.dosage, dto.pack].filter(Boolean).join(' · '),
  months: dto.months,
  firstDate: dto.first_date,
  pharmacy: toPharmacy(dto.pharmacy),
  reservations: dto.reservations.map((r) => ({
    month: r.month,
    orderId: r.order_id,
    number: r.number,
    pharmacyName: r.pharmacy_name,
  })),
});

export interface NewTherapy {
  product_id: number;
  months: number;
  first_date: string;
  pharmacy_id: number;
}

/** The reservation a tap made: where and under which number (its order in /lk/orders). */
export interface MonthReserved {
  orderId: number;
  number: string;
  pharmacyName: string;
}

export const therapyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTherapies: build.query<Therapy[], void>({
      query: () => ({ url: '/therapies' }),
      rawResponseSchema: TherapiesSchema,
      transformResponse: (answer: { list: TherapyDto[] }) => answer.list.map(toTherapy),
      providesTags: ['Therapies'],
    }),
    createTherapy: build.mutation<Therapy, NewTherapy>({
      query: (params) => ({ url: '/therapies', method: 'POST', params }),
      rawResponseSchema: TherapySchema,
      transformResponse: toTherapy,
      invalidatesTags: ['Therapies'],
    }),
    deleteTherapy: build.mutation<null | object, { id: number }>({
      query: (params) => ({ url: '/therapies/delete', method: 'POST', params }),
      rawResponseSchema: EmptySchema,
      invalidatesTags: ['Therapies'],
    }),
    reserveMonth: build.mutation<MonthReserved, { id: number; month: number; idempotency_key: string }>({
      query: (params) => ({ url: '/therapies/reserve', method: 'POST', params }),
      rawResponseSchema: OrderSchema,
      transformResponse: (order: { id: number; number: string; pharmacy: { name: string } }) => ({
        orderId: order.id,
        number: order.number,
        pharmacyName: order.pharmacy.name,
      }),
      invalidatesTags: ['Therapies', 'Orders'],
    }),
  }),
});

export const { useGetTherapiesQuery, useCreateTherapyMutation, useDeleteTherapyMutation, useReserveMonthMutation } =
  therapyApi;
