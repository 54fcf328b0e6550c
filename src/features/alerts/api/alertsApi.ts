import { AlertSchema, AlertsSchema, baseApi, EmptySchema, type AlertDto } from '@/shared/api';

/** A back-in-stock alert as the screens read it (docs/api.md, "Stock alerts"). */
export interface StockAlert {
  id: number;
  /** The alert's owner proof; the browser keeps the keys of the alerts it made. */
  key: string;
  productId: number;
  productName: string;
  cityName: string;
  channel: 'email' | 'phone';
  contact: string;
  /** ISO timestamp of the moment the product came into a pharmacy of the city; null while waiting. */
  firedAt: string | null;
}

const toAlert = (dto: AlertDto): StockAlert => ({
  id: dto.id,
  key: dto.key,
  productId: dto.product_id,
  productName: dto.product_name,
  cityName: dto.city_name,
  channel: dto.channel,
  contact: dto.contact,
  firedAt: dto.status === 'fired' ? (dto.fired_at ?? dto.created_at) : null,
});

/** `email` only without a session: a signed-in client is told on the account's phone. */
export interface NewAlert {
  product_id: number;
  city_id: number;
  email?: string;
}

export const alertsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The browser's alerts (by key) and, signed in, the client's own. */
    getAlerts: build.query<StockAlert[], { keys: string[] }>({
      query: (params) => ({ url: '/alerts', params }),
      rawResponseSchema: AlertsSchema,
      transformResponse: (answer: { list: AlertDto[] }) => answer.list.map(toAlert),
      providesTags: ['Alerts'],
    }),
    createAlert: build.mutation<StockAlert, NewAlert>({
      query: (params) => ({ url: '/alerts', method: 'POST', params }),
      rawResponseSchema: AlertSchema,
      transformResponse: toAlert,
      invalidatesTags: ['Alerts'],
    }),
    deleteAlert: build.mutation<null | object, { key: string }>({
      query: (params) => ({ url: '/alerts/delete', method: 'POST', params }),
      rawResponseSchema: EmptySchema,
      invalidatesTags: ['Alerts'],
    }),
  }),
});

export const { useGetAlertsQuery, useCreateAlertMutation, useDeleteAlertMutation } = alertsApi;
