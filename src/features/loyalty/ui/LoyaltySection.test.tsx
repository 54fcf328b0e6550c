import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { db } from '@mocks/db';
import { issueAuthToken } from '@mocks/handlers/auth';
import { removeCookie, writeCookie } from '@/shared/storage';
import { renderWithProviders } from '@/testing/render';
// Not a React hook (it registers jest hooks).
import { setupMockBackend } from '@/testing/msw';
import { readEan13 } from '../testing/readEan13';
import { LoyaltySection } from './LoyaltySection';

const server = setupMockBackend();
afterEach(() => removeCookie('auth_token'));
beforeEach(() => localStorage.clear());

/** What a scanner reads from the drawn card: its bars, each group of bars placed by its `translate`. */
const scanned = (barcode: Element): string | null => {
  // eslint-disable-next-line testing-library/no-node-access -- the bars are what the counter's scanner reads
  const bars = [...barcode.querySelectorAll('g')].flatMap((group) => {
    const offset = Number(/translate\(([\d.]+)/.exec(group.getAttribute('transform') ?? '')?.[1] ?? 0);
    // eslint-disable-next-line testing-library/no-node-access -- as above
    return [...group.querySelectorAll('rect')].map((rect) => ({
      x: offset + Number(rect.getAttribute('x')),
      width: Number(rect.getAttribute('width')),
    }));
  });
  return readEan13(bars, 2);
};

/** Signs in the demo client `index` (0: Milica, a member; 1: Nikola, not yet) and renders the section. */
const renderFor = (index: number) => {
  const client = db().users[index];
  if (!client) throw new Error('the mock has no such demo client');
  writeCookie('auth_token', issueAuthToken(db(), client), 1);
  const user = userEvent.setup({ delay: null });
  return { user, ...renderWithProviders(<LoyaltySection />, { path: '/lk', toasts: true }) };
};

describe('LoyaltySection (/lk)', () => {
  it("shows a member's card: a scannable barcode of its number, the balance and the latest changes", async () => {
    renderFor(0);
    const barcode = await screen.findByRole('img', { name: /^Barcode of card 29\d{11}$/ });
    const card = db().loyaltyCards[0];
    if (!card) throw new Error('the seed gives Milica a card');
    expect(scanned(barcode)).toBe(card.number);
    expect(screen.getByText(card.number)).toBeInTheDocument();
    const balance = card.movements.reduce((sum, m) => sum + m.points, 0);
    expect(screen.getByText(/^Balance:/)).toHaveTextContent(`Balance: ${balance} points`);
    const rows = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Purchase, reservation APT-\d+.*\+\d+$/),
      expect.stringMatching(/^Purchase, reservation APT-\d+.*\+\d+$/),
      expect.stringMatching(/^Spent at the counter.*[−-]50$/),
      expect.stringMatching(/^Welcome points.*\+100$/),
    ]);
  });

  it('joins only with the terms accepted, then shows the new card without asking again', async () => {
    const { user, toasts } = renderFor(1);
    await user.click(await screen.findByRole('button', { name: 'Join' }));
    const box = screen.getByRole('checkbox', { name: "I accept the loyalty programme's terms" });
    expect(box).toHaveAccessibleDescription("To join, accept the programme's terms.");
    expect(box).toHaveAttribute('aria-invalid', 'true');

    let asked = 0;
    server.use(
      http.get('*/site/v1/loyalty', () => {
        asked += 1;
        return undefined;
      }),
    );
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Join' }));
    const barcode = await screen.findByRole('img', { name: /^Barcode of card 29\d{11}$/ });
    expect(scanned(barcode)).toBe(db().loyaltyCards.at(-1)?.number);
    expect(screen.getByText(/^Balance:/)).toHaveTextContent('Balance: 100 points');
    expect(toasts().map((toast) => toast.textContent)).toEqual(['Welcome! Your card is ready.']);
    expect(asked).toBe(0);
  });

  it('keeps the accepted box when joining fails, and says why', async () => {
    server.use(
      http.put('*/site/v1/loyalty/join', () => HttpResponse.json({ message: 'Programme paused' }, { status: 400 })),
    );
    const { user } = renderFor(1);
    await user.click(await screen.findByRole('checkbox', { name: "I accept the loyalty programme's terms" }));
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Programme paused');
    expect(screen.getByRole('checkbox', { name: "I accept the loyalty programme's terms" })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Join' })).toBeEnabled();
  });

  it('shows the card saved on this device when the network fails, and nothing when the copy is unreadable', async () => {
    const first = renderFor(0);
    const barcode = await screen.findByRole('img', { name: /^Barcode of card 29\d{11}$/ });
    const number = db().loyaltyCards[0]?.number;
    expect(JSON.parse(localStorage.getItem('aptk_loyalty_card') ?? 'null')).toMatchObject({ number });
    expect(barcode).toBeInTheDocument();
    first.unmount();

    server.use(http.get('*/site/v1/loyalty', () => HttpResponse.error()));
    const offline = renderFor(0);
    expect(await screen.findByText(/^No connection: this is the card saved on this device/)).toBeInTheDocument();
    expect(scanned(screen.getByRole('img', { name: `Barcode of card ${number ?? ''}` }))).toBe(number);
    offline.unmount();

    localStorage.setItem('aptk_loyalty_card', '{"number":"not a card"');
    renderFor(0);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('forgets the saved card of a client who is not a member', async () => {
    localStorage.setItem('aptk_loyalty_card', JSON.stringify({ number: '2900000000019', points: 5, movements: [] }));
    renderFor(1);
    expect(await screen.findByRole('button', { name: 'Join' })).toBeInTheDocument();
    expect(localStorage.getItem('aptk_loyalty_card')).toBeNull();
  });
});
