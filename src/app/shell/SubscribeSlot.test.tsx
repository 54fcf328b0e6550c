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
let releaseNow: () => void = () => undefined;
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
  releaseNow = () => release();
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

  it('what is typed and pressed after the code is in, before React draws the form, is carried on', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SubscribeSlot />);
    await user.type(field(), 'ana@');
    const shellField = field() as HTMLInputElement;
    const shellSubmit = submit();
    const loaded = jest.mocked(loadSubscribeForm).mock.results[0]?.value as Promise<unknown>;
    // Outside act, as in a browser: React draws the form on a task of its own, after the code
    // is in, and the visitor may type and press before that task runs.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      releaseNow();
      await loaded;
      expect(screen.getByRole('form', { name: 'News and discounts' })).toBe(shellField.form);
      shellField.value = 'ana@example.com';
      shellSubmit.click();
      // The form drawn once React's task has run, not the shell it replaced.
      await waitFor(() => expect(field()).not.toBe(shellField));
      expect(await within(form()).findByText('You are subscribed to our newsletter')).toBeInTheDocument();
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
    expect(bodies).toEqual([{ email: 'ana@example.com', is_deleted: true }]);
  });

  it("the focus on Subscribe carries over when the form takes the shell's place", async () => {
    const user = userEvent.setup();
    renderWithProviders(<SubscribeSlot />);
    await user.click(field());
    await user.tab();
    expect(submit()).toHaveFocus();
    const shellSubmit = submit();
    await releaseChunk();
    await waitFor(() => expect(submit()).not.toBe(shellSubmit));
    expect(submit()).toHaveFocus();
    expect(bodies).toEqual([]);
  });
});
