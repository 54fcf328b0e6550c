import { baseApi, FavouritesSchema } from '@/shared/api';

const toList = ({ list }: { list: number[] }) => list;

/**
 * The signed-in client's favourites (docs/api.md section 4): product ids, newest first.
 * Toggling shows at once (optimistic) and takes the server's list when it answers; on
 * failure the change is undone (the error toast comes from the app's middleware).
 */
export const favouritesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getFavourites: build.query<number[], void>({
      query: () => ({ url: '/favourites' }),
      rawResponseSchema: FavouritesSchema,
      transformResponse: toList,
      providesTags: ['Favourites'],
    }),
    setFavourite: build.mutation<number[], { id: number; favourite: boolean }>({
      query: ({ id, favourite }) => ({ url: '/favourites', method: 'PUT', params: { id, is_deleted: !favourite } }),
      rawResponseSchema: FavouritesSchema,
      transformResponse: toList,
      async onQueryStarted({ id, favourite }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          favouritesApi.util.updateQueryData('getFavourites', undefined, (list) => {
            const without = list.filter((item) => item !== id);
            return favourite ? [id, ...without] : without;
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(favouritesApi.util.updateQueryData('getFavourites', undefined, () => data));
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const { useGetFavouritesQuery } = favouritesApi;
