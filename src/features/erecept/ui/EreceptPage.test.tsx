import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_LBO, PRESCRIPTION_IDS } from '@mocks/data/prescriptions';
import { setupDemoSignIn } from '@/testing/demoClient';
import { renderWithProviders } from '@/testing/render';
import { setupMockBackend } from '@/testing/msw';
import { EreceptPage } from './EreceptPage';

const server = setupMockBackend();
const signInDemo = setupDemoSignIn('erecept-page-token');
jest.setTimeout(20_000);

beforeEach(() => {
  signInDemo();
  localStorage.clear();
});

const requests: string[] = [];
beforeEach(() => {
  requests.length = 0;
  server.events.on('request:start', ({ request }) => void requests.push(request.url));
});
afterEach(() => server.events.removeAllListeners());

const open = () => {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<EreceptPage />, { path: '/lk/erecept', toasts: true });
  return user;
};

const lookUp = async (user: ReturnType<typeof userEvent.setup>, id: string, lbo = DEMO_LBO, remember = false) => {
  const form = screen.getByRole('form', { name: 'Find my eRecept' });
  await user.clear(within(form).getByRole('textbox', { name: 'eRecept number' }));
  await user.type(within(form).getByRole('textbox', { name: 'eRecept number' }), id);
  await user.clear(within(form).getByRole('textbox', { name: 'LBO (health-insurance number)' }));
  await user.type(within(form).getByRole('textbox', { name: 'LBO (health-insurance number)' }), lbo);
  if (remember) await user.click(within(form).getByRole('checkbox', { name: 'Remember my LBO on this device' }));
  await user.click(within(form).getByRole('button', { name: 'Find pharmacies' }));
};

const offers = () => within(screen.getByRole('region', { name: /^Pharmacies in / })).queryAllByRole('article');

describe('reserve my eRecept', () => {
  it('checks both numbers before asking, and says what is wrong under each', async () => {
    const user = open();
    await user.click(screen.getByRole('button', { name: 'Find pharmacies' }));
    expect(await screen.findByText('Enter the eRecept number')).toBeInTheDocument();
    expect(screen.getByText('Enter your LBO')).toBeInTheDocument();
    await lookUp(user, 'ER26', '1234567890');
    expect(await screen.findByText('The eRecept number has 8 to 20 letters and digits')).toBeInTheDocument();
    expect(screen.getByText('The LBO has exactly 11 digits')).toBeInTheDocument();
    expect(requests.filter((url) => url.includes('/erecept'))).toEqual([]);
  });

  it('shows the medicines and reserves the whole prescription in one press at a pharmacy that has it all', async () => {
    const user = open();
    await lookUp(user, PRESCRIPTION_IDS.ready.toLowerCase());
    const medicines = await screen.findByRole('region', { name: `Prescribed on eRecept ${PRESCRIPTION_IDS.ready}` });
    // Focus stays on the pressed button, which stays (docs/decisions.md, "Accessibility").
    expect(screen.getByRole('button', { name: 'Find pharmacies' })).toHaveFocus();
    expect(within(medicines).getAllByRole('listitem')).toHaveLength(3);
    expect(medicines).toHaveTextContent(/Valid until .+ \d{4}/);
    const [first] = offers();
    if (!first) throw new Error('an offer');
    expect(first).toHaveTextContent('Has everything on the prescription');
    expect(first).toHaveTextContent(/You pay\s*RSD/);
    const pharmacy = within(first).getByRole('heading').textContent ?? '';
    await user.click(within(first).getByRole('button', { name: `Reserve the prescription at ${pharmacy}` }));
    expect(await screen.findByRole('status')).toHaveTextContent(new RegExp(`^Reserved: APT-\\d+ at ${pharmacy}\\.`));
    const made = (_: string, element: Element | null) =>
      element?.tagName === 'P' && /^Reserved: APT-\d+ at /.test(element.textContent ?? '');
    expect(within(screen.getByRole('status')).getByText(made)).toHaveFocus();
    expect(screen.getByText('Everything on the prescription is reserved.')).toBeInTheDocument();
    // Health data: only in request bodies, never in an address, and not kept on the device.
    for (const url of requests) expect(url).not.toMatch(new RegExp(`${DEMO_LBO}|${PRESCRIPTION_IDS.ready}`, 'i'));
    expect(JSON.stringify(localStorage)).not.toContain(DEMO_LBO);
  });

  it('a medicine in shortage is said; the rest is reserved where it is', async () => {
    const user = open();
    await lookUp(user, PRESCRIPTION_IDS.shortage);
    expect(await screen.findByText(/No pharmacy in Belgrade has it now/)).toBeInTheDocument();
    const [first] = offers();
    if (!first) throw new Error('an offer');
    expect(first).toHaveTextContent(/Has 1 of 2: missing /);
    await user.click(within(first).getByRole('button', { name: /^Reserve the prescription at / }));
    await screen.findByRole('status');
    expect(screen.getByText('No pharmacy in Belgrade has what is still to reserve.')).toBeInTheDocument();
  });

  it('splits: what one pharmacy lacks is reserved at another with the next press', async () => {
    const user = open();
    await lookUp(user, PRESCRIPTION_IDS.ready);
    const partial = (await screen.findAllByRole('article')).find((offer) =>
      /Has \d of 3/.test(offer.textContent ?? ''),
    );
    if (!partial) throw new Error('some pharmacy has only part of it');
    await user.click(within(partial).getByRole('button', { name: /^Reserve the prescription at / }));
    await screen.findByRole('status');
    const rest = offers()[0];
    if (!rest) throw new Error('another pharmacy has the rest');
    await user.click(within(rest).getByRole('button', { name: /^Reserve the rest at / }));
    expect(await screen.findByText('Everything on the prescription is reserved.')).toBeInTheDocument();
    expect(within(screen.getByRole('status')).getAllByText(/^APT-\d+$/)).toHaveLength(2);
  });

  it.each([
    [
      'ER0000000000',
      'We could not find this eRecept',
      'There is no eRecept with this number and LBO. Check both numbers.',
    ],
    [PRESCRIPTION_IDS.expired, 'This eRecept has expired', /^This eRecept expired on \d{2}\.\d{2}\.\d{4}\./],
    [PRESCRIPTION_IDS.dispensed, 'This eRecept has already been dispensed', /already been dispensed\.$/],
  ])('says clearly why %s gives nothing, and keeps what was typed', async (id, title, detail) => {
    const user = open();
    await lookUp(user, id);
    const alert = await within(screen.getByRole('region', { name: 'Find my eRecept' })).findByRole('alert');
    expect(screen.getByRole('button', { name: 'Find pharmacies' })).toHaveFocus();
    expect(within(alert).getByText(title)).toBeInTheDocument();
    expect(within(alert).getByText(detail)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'eRecept number' })).toHaveValue(id);
    expect(screen.getByRole('textbox', { name: 'LBO (health-insurance number)' })).toHaveValue(DEMO_LBO);
  });

  it('remembers the LBO on this device only when asked', async () => {
    const user = open();
    await lookUp(user, PRESCRIPTION_IDS.ready, DEMO_LBO, true);
    await screen.findByRole('region', { name: /^Prescribed on eRecept/ });
    expect(localStorage.getItem('aptk_erecept_lbo')).toBe(DEMO_LBO);
    expect(JSON.stringify(localStorage)).not.toContain(PRESCRIPTION_IDS.ready);
  });
});
