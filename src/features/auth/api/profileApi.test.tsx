import { http, HttpResponse } from 'msw';
import { selectToasts } from '@/shared/ui';
// Not a React hook despite its name: it registers jest's beforeAll/afterEach/afterAll.
import { setupMockBackend } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { profileApi } from './profileApi';

const server = setupMockBackend();

describe('the profile answer and its schema', () => {
  it.each([
    [
      'fields of the wrong type',
      { phone: 381641234567, email: null, name: 'Ana' },
      { phone: '', email: '', name: 'Ana' },
    ],
    ['no object at all', ['+381 64 123 4567'], { phone: '', email: '', name: '' }],
  ])('reads %s as a profile without a phone (no session), not as an error', async (_case, body, profile) => {
    server.use(http.get('*/site/v1/clients', () => HttpResponse.json(body)));
    const { store } = renderWithProviders(<p />);
    const result = await store.dispatch(profileApi.endpoints.getProfile.initiate());
    expect(result.data).toEqual(profile);
    expect(selectToasts(store.getState())).toEqual([]);
  });
});
