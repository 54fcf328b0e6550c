/** Demo accounts put into every fresh mock state (documented in docs/mock-backend.md). */
import { setSeeder, type DbState, type StoredLoyaltyCard, type StoredOrder } from './db';
import { getDataset, stockAt } from './data/dataset';
import type { ProductSeed } from './data/products';
import { HOLD_MS, readyBy } from './lib/time';
import { discountsOn, pharmacyPrice, todayOf } from './services/catalog';
import { orderNumber } from './services/orders';
import { cardNumber, WELCOME_POINTS } from './services/loyalty';
import { pointsFor } from './services/points';

const DEMO_PASSWORD = 'demo1234';
const DEMO_USERS = [
  { phone: '641234567', name: 'Milica Jovanović', email: 'milica@example.rs' },
  { phone: '637654321', name: 'Nikola Petrović', email: 'nikola@example.rs' },
] as const;

const DAY = 24 * 3600_000;

function seedDb(db: DbState, now: number): void {
  const ds = getDataset();
  for (const u of DEMO_USERS) {
    db.users.push({
      id: db.nextUserId++,
      phone: u.phone,
      email: u.email,
      name: u.name,
      password: DEMO_PASSWORD,
      createdAt: now - 200 * DAY,
      favourites: [],
    });
  }
  const milica = db.users[0];
  if (!milica) return;
  const pharmacy = ds.pharmacyById.get(101);
  if (!pharmacy) return;
  const inStock = (p: ProductSeed): boolean => stockAt(ds, pharmacy, p) >= 2 && !p.rx;
  const firstIn = (slug: string, skip = 0): ProductSeed | undefined =>
    ds.products.filter((p) => p.categorySlug === slug && inStock(p))[skip];

  milica.favourites = [firstIn('vitamini', 1), firstIn('zastita-od-sunca'), firstIn('alergija')].flatMap((p) =>
    p ? [p.id] : [],
  );

  const past: Array<{ daysAgo: number; items: Array<[ProductSeed | undefined, number]>; comment: string }> = [
    {
      daysAgo: 40,
      items: [
        [firstIn('analgetici'), 2],
        [firstIn('kasalj'), 1],
        [firstIn('vitamini'), 1],
      ],
      comment: '',
    },
    {
      daysAgo: 12,
      items: [
        [firstIn('nega-lica'), 1],
        [firstIn('merni-aparati'), 1],
        [firstIn('zapusen-nos'), 2],
      ],
      comment: 'Dolazim posle 17 h.',
    },
  ];
  const purchases: StoredLoyaltyCard['movements'] = [];
  for (const order of past) {
    const createdAt = Math.floor((now - order.daysAgo * DAY) / 60_000) * 60_000;
    const discounts = discountsOn(ds, todayOf(createdAt));
    const ready = readyBy(pharmacy.hours, createdAt);
    const id = db.nextOrderId++;
    const stored: StoredOrder = {
      id,
      number: orderNumber(id),
      userId: milica.id,
      createdAt,
      cityId: pharmacy.cityId,
      pharmacyId: pharmacy.id,
      lines: order.items.flatMap(([p, quantity]) =>
        p ? [{ id: p.id, quantity, price: pharmacyPrice(ds, pharmacy, p, discounts) }] : [],
      ),
      name: milica.name,
      phone: '+381 64 123 4567',
      comment: order.comment,
      readyBy: ready,
      holdUntil: ready + HOLD_MS,
      pickedUp: true,
    };
    db.orders.push(stored);
    purchases.push({ at: stored.readyBy, points: pointsFor(stored), reason: 'purchase', orderId: id });
  }
  // Milica has held the loyalty card since she registered; Nikola has not joined (docs/mock-backend.md).
  const joinedAt = now - 200 * DAY;
  db.loyaltyCards.push({
    userId: milica.id,
    number: cardNumber(milica.id),
    joinedAt,
    movements: [
      { at: joinedAt, points: WELCOME_POINTS, reason: 'welcome', orderId: null },
      { at: now - 90 * DAY, points: -50, reason: 'redeemed', orderId: null },
      ...purchases,
    ],
  });
}

setSeeder(seedDb);
