import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { db } from '@mocks/db';
import { issueAuthToken } from '@mocks/handlers/auth';
import { removeCookie, writeCookie } from '@/shared/storage';
import { useAppDispatch, useStateSelector } from '@/shared/lib';
import { dismissToast, selectToasts, Toaster, type ToastState } from '@/shared/ui';
import { renderWithProviders } from '@/testing/render';
// Not a React hook (it registers jest hooks).
import { setupMockBackend } from '@/testing/msw';
import { missingProduct } from '../testing/fixtures';
import { StockAlert } from './StockAlert';

const server = setupMockBackend();
const bodies: unknown[] = [];
beforeEach(() => {
  localStorage.clear();
  bodies.length = 0;
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/site/v1/alerts'))
      bodies.push(await request.clone().json());
  });
});
afterEach(() => {
  server.events.removeAllListeners();
  removeCookie('auth_token');
});

const missing = missingProduct();

const Toasts = () => {
  const dispatch = useAppDispatch();
  const toasts = useStateSelector((state: { toast: ToastState }) => selectToasts(state));
  return <Toaster toasts={toasts} onDone={(id) => dispatch(dismissToast(id))} />;
};

const renderPanel = () => {
  const user = userEvent.setup();
  const view = renderWithProviders(
    <>
      <StockAlert {...missing} />
      <Toasts />
    </>,
  );
  return { user, ...view };
};

/** The panel with its form shown, as after a press on its button. */
const renderForm = async () => {
  const view = renderPanel();
  await view.user.click(opener());
  await within(form()).findByRole('button', { name: 'Notify me' });
  return view;
};

const form = () => screen.getByRole('region', { name: `Notify me when it is available in ${missing.cityName}` });
const field = () => screen.getByRole('textbox', { name: 'Your e-mail' });
const submit = () => screen.getByRole('button', { name: 'Notify me' });
const opener = () => screen.getByRole('button', { name: 'Set up a notification' });

describe('StockAlert', () => {
  it('offers a button and no field until it is pressed, then moves the focus into the field', async () => {
    const { user } = renderPanel();
    expect(within(form()).getByText(/We will write to you as soon as one gets it/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(opener());
    expect(await screen.findByRole('textbox', { name: 'Your e-mail' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Set up a notification' })).not.toBeInTheDocument();
    await user.keyboard('ana@example.com');
    expect(field()).toHaveValue('ana@example.com');
    expect(bodies).toEqual([]);
  });

  it('sends nothing for an invalid address and keeps it', async () => {
    const { user } = await renderForm();
    await user.click(submit());
    expect(screen.getByText('Enter your e-mail')).toBeInTheDocument();
    await user.type(field(), 'ana@');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(field()).toHaveValue('ana@');
    expect(bodies).toEqual([]);
  });

  it('makes an e-mail alert, confirms it with focus on the confirmation, and keeps its key', async () => {
    const { user } = await renderForm();
    await user.type(field(), ' ana@example.com ');
    await user.click(submit());
    const done = await within(form()).findByText(
      `Done. We will let you know at ana@example.com when ${missing.productName} is in a pharmacy in ${missing.cityName}.`,
    );
    expect(done).toHaveFocus();
    expect(bodies).toEqual([{ product_id: missing.productId, city_id: missing.cityId, email: 'ana@example.com' }]);
    expect(JSON.parse(localStorage.getItem('aptk_alerts') ?? '[]')).toEqual([db().alerts[0]?.key]);
  });

  it('on a refusal shows the server message and keeps the typed address', async () => {
    server.use(
      http.post('*/site/v1/alerts', () => HttpResponse.json({ message: 'Alerts are resting' }, { status: 500 })),
    );
    const { user } = await renderForm();
    await user.type(field(), 'ana@example.com');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Alerts are resting');
    expect(field()).toHaveValue('ana@example.com');
    expect(submit()).toBeEnabled();
  });

  it('signed in, uses and shows the account phone and asks for no address', async () => {
    const client = db().users[0];
    if (!client) throw new Error('the mock has no demo client');
    writeCookie('auth_token', issueAuthToken(db(), client), 1);
    const { user } = await renderForm();
    expect(await within(form()).findByText(/We will send a message to \+381 64 123 4567/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(submit());
    expect(
      await within(form()).findByText(
        `Done. We will let you know at +381 64 123 4567 when ${missing.productName} is in a pharmacy in ${missing.cityName}.`,
      ),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ product_id: missing.productId, city_id: missing.cityId }]);
  });

  it('signed in, pressed before the session is confirmed: waits busy, then asks for no address', async () => {
    const client = db().users[0];
    if (!client) throw new Error('the mock has no demo client');
    writeCookie('auth_token', issueAuthToken(db(), client), 1);
    let answerProfile = () => {};
    const profileHeld = new Promise<void>((resolve) => {
      answerProfile = resolve;
    });
    server.use(
      http.get('*/site/v1/clients', async () => {
        await profileHeld;
        return HttpResponse.json({ phone: '+381 64 123 4567', email: 'milica@example.rs', name: 'Milica' });
      }),
    );
    const { user } = renderPanel();
    await user.click(opener());
    expect(opener()).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    answerProfile();
    await user.click(await within(form()).findByRole('button', { name: 'Notify me' }));
    await within(form()).findByText(/^Done\. We will let you know at \+381 64 123 4567/);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(bodies).toEqual([{ product_id: missing.productId, city_id: missing.cityId }]);
  });

  it("signed in but the profile failed: still by the account's phone, without showing it", async () => {
    const client = db().users[0];
    if (!client) throw new Error('the mock has no demo client');
    writeCookie('auth_token', issueAuthToken(db(), client), 1);
    server.use(http.get('*/site/v1/clients', () => HttpResponse.json({}, { status: 500 })));
    const { user } = await renderForm();
    expect(await within(form()).findByText(/send a message to your account's phone/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(submit());
    await within(form()).findByText(/^Done\. We will let you know at \+381 64 123 4567/);
    expect(bodies).toEqual([{ product_id: missing.productId, city_id: missing.cityId }]);
  });
});
