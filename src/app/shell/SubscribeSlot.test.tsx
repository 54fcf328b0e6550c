import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
// Not a React hook despite its name: it registers jest's beforeAll/afterEach/afterAll.
import { setupMockBackend } from '@/testing/msw';
import { loadSubscribeForm } from '@/features/content';
import { SubscribeSlot } from './SubscribeSlot';

// The form's chunk, held back until the test lets it arrive: a slow network or a busy phone.
jest.mock('@/features/content', () => ({
  ...jest.requireActual<object>('@/features/content'),
  loadSubscribeForm: jest.fn(),
}));

const server = setupMockBackend();
const bodies: unknown[] = [];
let releaseChunk: () => Promise<void> = async () => undefined;

beforeEach(() => {
  bodies.length = 0;
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname.endsWith('/subscribe')) bodies.push(await request.clone().json());
  });
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  jest
    .mocked(loadSubscribeForm)
    .mockImplementation(() =>
      arrived.then(() =>
        jest.requireActual<typeof import('@/features/content/ui/SubscribeForm')>('@/features/content/ui/SubscribeForm'),
      ),
    );
  releaseChunk = () => act(async () => release());
});
afterEach(() => server.events.removeAllListeners());

const form = () => screen.getByRole('form', { name: 'News and discounts' });
const field = () => within(form()).getByRole('textbox', { name: 'Your e-mail' });
const submit = () => within(form()).getByRole('button', { name: 'Subscribe' });

describe('SubscribeSlot: the footer form before its code is in', () => {
  it('a press of Subscribe is kept, shown busy, and sent exactly once when the code comes', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SubscribeSlot />);
    await user.type(field(), 'ana@exam');
    await user.click(submit());
    await user.click(submit());
    expect(form()).toHaveAttribute('aria-busy', 'true');
    expect(submit()).toHaveAttribute('aria-busy', 'true');
    expect(submit()).toBeEnabled();
    expect(submit()).toHaveFocus();
    // The field still takes what is typed while the code comes.
    await user.type(field(), 'ple.com');
    expect(bodies).toEqual([]);

    await releaseChunk();
    expect(await within(form()).findByText('You are subscribed to our newsletter')).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'ana@example.com', is_deleted: true }]);
    await waitFor(() => expect(field()).toHaveValue(''));
    expect(form()).not.toHaveAttribute('aria-busy');
  });

  it('an invalid address pressed before the code is checked when it comes, and nothing is sent', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SubscribeSlot />);
    await user.type(field(), 'ana@');
    await user.click(submit());
    await releaseChunk();
    expect(await within(form()).findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(field()).toHaveValue('ana@');
    expect(bodies).toEqual([]);
  });

  it('typing alone loads the code without a busy state, and text and focus carry over', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SubscribeSlot />);
    await user.type(field(), 'ana@example.com');
    expect(form()).not.toHaveAttribute('aria-busy');
    await releaseChunk();
    expect(field()).toHaveValue('ana@example.com');
    expect(field()).toHaveFocus();
    expect(bodies).toEqual([]);
  });
});
