import { baseApi, EmptySchema, ProfileEditSchema, type ProfileEditDto } from '@/shared/api';
import { profileUpdated } from '@/features/auth';

/**
 * Profile edits (docs/behaviour.md §9). A confirmed name or e-mail goes into the cached profile,
 * so the page, the header and the mobile menu update without asking for it again.
 */
/**
 * What a sensitive change carries to prove it is the client (docs/api.md, "Sensitive changes"):
 * the current password. A wrong one answers 403, which the form shows on its password field.
 */
interface Reauth {
  password: string;
}

export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    changeName: build.mutation<string, { name: string }>({
      query: (body) => ({ url: '/clients/name', method: 'PUT', params: body }),
      rawResponseSchema: ProfileEditSchema,
      transformResponse: (answer: ProfileEditDto, _meta, body) => answer.name ?? body.name,
      onQueryStarted: async (_body, { dispatch, queryFulfilled }) => {
        const result = await queryFulfilled.catch(() => null);
        if (result) dispatch(profileUpdated({ name: result.data }));
      },
    }),
    changeEmail: build.mutation<string, { email: string } & Reauth>({
      query: (body) => ({ url: '/clients/email', method: 'PUT', params: body }),
      rawResponseSchema: ProfileEditSchema,
      transformResponse: (answer: ProfileEditDto, _meta, body) => answer.email ?? body.email,
      onQueryStarted: async (_body, { dispatch, queryFulfilled }) => {
        const result = await queryFulfilled.catch(() => null);
        if (result) dispatch(profileUpdated({ email: result.data }));
      },
    }),
    changePassword: build.mutation<null, { new_password: string } & Reauth>({
      query: (body) => ({ url: '/clients/password', method: 'PUT', params: body }),
      rawResponseSchema: EmptySchema,
      transformResponse: () => null,
    }),
    deleteProfile: build.mutation<null, { device_token: string; reason: string } & Reauth>({
      query: (body) => ({ url: '/clients/delete', method: 'POST', params: body }),
      rawResponseSchema: EmptySchema,
      transformResponse: () => null,
    }),
  }),
});

export const { useChangeNameMutation, useChangeEmailMutation, useChangePasswordMutation, useDeleteProfileMutation } =
  accountApi;
