import { act, screen } from '@testing-library/react';
import { setupDemoSignIn } from '@/testing/demoClient';
import { renderWithProviders } from '@/testing/render';
import { setupMockBackend } from '@/testing/msw';
import { checkoutApi } from '../api/checkoutApi';
import { ORDER_ARGS } from '../testing/order';
import { ConfirmationStep } from './ConfirmationStep';

setupMockBackend();
const signInDemo = setupDemoSignIn('confirmation-points-token');

/** Places ORDER_ARGS as the app does and opens step 4; answers the order the server made. */
const placeAndConfirm = async () => {
  const { store, router } = renderWithProviders(<p>checkout</p>, {
    path: '/step/contacts',
    routePath: '/step/contacts',
    routes: [{ path: '/step/confirmation', element: <ConfirmationStep /> }],
  });
  const placed = await store.dispatch(
    checkoutApi.endpoints.placeOrder.initiate({ ...ORDER_ARGS, items: [{ id: 1003, quantity: 3 }] }),
  );
  await act(() => router.navigate('/step/confirmation'));
  await screen.findByRole('heading', { name: 'Thank you! Your reservation has been accepted' });
  return placed.data;
};

describe('points on the confirmation (docs/api.md §5c)', () => {
  it('tells a member what picking the reservation up adds to the card, as the server counted it', async () => {
    signInDemo();
    const order = await placeAndConfirm();
    expect(order?.points).toBeGreaterThan(0);
    expect(
      screen.getByText(`When you pick it up, ${order?.points} points go to your loyalty card.`),
    ).toBeInTheDocument();
  });

  it('says nothing of points to a visitor without a card', async () => {
    const order = await placeAndConfirm();
    expect(order?.points).toBeNull();
    expect(screen.queryByText(/loyalty card/)).not.toBeInTheDocument();
  });
});
