import { PHARMACIES, productPage } from '@/testing/seoFixtures';
import { breadcrumbJsonLd, pharmaciesJsonLd, productJsonLd } from './jsonLd';
import { serializeJsonForScript } from './escape';

/** What a crawler reads: the JSON as written into the page. */
const crawled = (value: object) => JSON.parse(serializeJsonForScript(value)) as Record<string, unknown>;

const URL = 'https://apotekavita.rs/sr/detail/1013';

describe('productJsonLd', () => {
  it('describes a product with its identifiers, maker and category', () => {
    const product = crawled(productJsonLd(productPage(), { url: URL, categoryName: 'Analgetici' }));
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Brufen 400 mg',
      description: 'Ublažava bol i snižava temperaturu.',
      sku: '1013',
      productID: '1013',
      brand: { '@type': 'Brand', name: 'Galenika' },
      manufacturer: { '@type': 'Organization', name: 'Galenika' },
      category: 'Analgetici',
      url: URL,
    });
    expect(product).not.toHaveProperty('image');
  });

  it('offers an OTC product at its city price in RSD, in stock, for pickup', () => {
    const product = crawled(productJsonLd(productPage({ price: 129.89999 }), { url: URL }));
    expect(product.offers).toEqual({
      '@type': 'Offer',
      url: URL,
      price: 129.9,
      priceCurrency: 'RSD',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
      availableDeliveryMethod: 'https://schema.org/OnSitePickup',
    });
  });

  it('says the price holds until the day after the build, in Belgrade (docs/decisions.md, "Today\'s values")', () => {
    // 23:30 UTC on 22 November is already the 23rd in Belgrade: valid until the 24th.
    const product = crawled(productJsonLd(productPage(), { url: URL, renderedAt: new Date('2026-11-22T23:30:00Z') }));
    expect(product.offers).toMatchObject({ priceValidUntil: '2026-11-24' });
  });

  it('says out of stock when no pharmacy of the city has any', () => {
    const page = productPage();
    const product = crawled(
      productJsonLd({ ...page, pharmacies: page.pharmacies.map((item) => ({ ...item, quantity: 0 })) }, { url: URL }),
    );
    expect(product.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  });

  it('never offers a prescription medicine (docs/behaviour.md §15)', () => {
    const product = crawled(productJsonLd(productPage({ rx: true }), { url: URL }));
    expect(product).not.toHaveProperty('offers');
    expect(serializeJsonForScript(product)).not.toMatch(/Offer|price/i);
    expect(product).toMatchObject({ '@type': 'Product', name: 'Brufen 400 mg' });
  });

  it('offers nothing without a price: allow_safety items and products the city does not stock', () => {
    expect(crawled(productJsonLd(productPage({ allowSafety: true, price: null }), { url: URL }))).not.toHaveProperty(
      'offers',
    );
    expect(crawled(productJsonLd(productPage({ price: null }, false), { url: URL }))).not.toHaveProperty('offers');
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the trail from 1 with absolute item URLs', () => {
    const list = crawled(
      breadcrumbJsonLd([
        { name: 'Katalog', url: 'https://apotekavita.rs/sr/catalog' },
        { name: 'Brufen 400 mg', url: URL },
      ]),
    );
    expect(list).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Katalog', item: 'https://apotekavita.rs/sr/catalog' },
        { '@type': 'ListItem', position: 2, name: 'Brufen 400 mg', item: URL },
      ],
    });
  });
});

describe('pharmaciesJsonLd', () => {
  const [vracar, allDay] = pharmaciesJsonLd(PHARMACIES, {
    cityName: 'Beograd',
    url: 'https://apotekavita.rs/sr/pharmacies',
  }).map(crawled);

  it('gives each pharmacy an address, phone and position', () => {
    expect(vracar).toMatchObject({
      '@type': 'Pharmacy',
      '@id': 'https://apotekavita.rs/sr/pharmacies#pharmacy-101',
      name: 'Apoteka Vračar',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Njegoševa 45',
        addressLocality: 'Beograd',
        addressCountry: 'RS',
      },
      telephone: '+381 11 345 6789',
      geo: { '@type': 'GeoCoordinates', latitude: 44.8, longitude: 20.47 },
    });
    expect(allDay).toMatchObject({ address: { streetAddress: 'Cara Dušana 12' } });
  });

  it('groups days with the same hours and leaves closed days out', () => {
    expect(vracar?.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => `https://schema.org/${day}`),
        opens: '07:00',
        closes: '21:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Saturday'],
        opens: '08:00',
        closes: '15:00',
      },
    ]);
  });

  it('writes "open until midnight" as 23:59', () => {
    expect(allDay?.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map(
          (day) => `https://schema.org/${day}`,
        ),
        opens: '00:00',
        closes: '23:59',
      },
    ]);
  });
});
