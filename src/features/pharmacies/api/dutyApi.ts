import { baseApi, dailyValuesTags, DutySchema, type DutyDto } from '@/shared/api';
import type { DutyShift } from '../model/types';

/** An entry whose times do not parse cannot say when the pharmacy is open: it is left out. */
const toShifts = (answer: DutyDto): DutyShift[] =>
  answer.list.flatMap((entry) => {
    const from = Date.parse(entry.from);
    const to = Date.parse(entry.to);
    if (Number.isNaN(from) || Number.isNaN(to) || to <= from) return [];
    return [{ pharmacyId: entry.pharmacy_id, night: entry.night, from, to }];
  });

export const dutyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The city's night duty from the night in progress on (GET /pharmacies/duty). */
    getDuty: build.query<DutyShift[], { city_id: number }>({
      query: (params) => ({ url: '/pharmacies/duty', params }),
      rawResponseSchema: DutySchema,
      // The rota moves on every night (docs/decisions.md, "Today's values").
      providesTags: dailyValuesTags,
      transformResponse: toShifts,
    }),
  }),
});

export const { useGetDutyQuery } = dutyApi;
