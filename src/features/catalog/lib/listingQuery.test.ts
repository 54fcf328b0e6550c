import { activeFilterCount, changeListing, serializeListing } from './listingChange';
import { DEFAULT_LISTING, parseListing, parsePromoId, toProductsArgs, type ListingState } from './listingQuery';

const parse = (query: string) => parseListing(new URLSearchParams(query));

describe('parseListing', () => {
  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual(DEFAULT_LISTING);
  });

  it('reads every filter, the sort and the page', () => {
    expect(
      parse(
        'manufacturer=Galenika&manufacturer=Hemofarm&form=tablets&form=syrup&rx=0&stock=1&pharmacy=104&sort=price_asc&page=3',
      ),
    ).toEqual({
      manufacturers: ['Galenika', 'Hemofarm'],
      forms: ['tablets', 'syrup'],
      rx: false,
      inStock: true,
      pharmacyId: 104,
      sort: 'price_asc',
      page: 3,
    });
    expect(parse('rx=1').rx).toBe(true);
  });

  it('ignores values it cannot understand', () => {
    expect(
      parse('form=pills&form=tablets&rx=maybe&stock=yes&pharmacy=-4&sort=cheapest&page=abc&manufacturer=%20%20'),
    ).toEqual({
      ...DEFAULT_LISTING,
      forms: ['tablets'],
    });
    expect(parse('page=0').page).toBe(1);
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('page=999999999').page).toBe(1);
    expect(parse('pharmacy=10abc').pharmacyId).toBeNull();
    expect(parse('pharmacy=0').pharmacyId).toBeNull();
  });

  it('drops repeated values and trims manufacturer names', () => {
    expect(parse('manufacturer=Galenika&manufacturer=%20Galenika%20&form=gel&form=gel')).toMatchObject({
      manufacturers: ['Galenika'],
      forms: ['gel'],
    });
  });
});

describe('serializeListing', () => {
  it('leaves defaults out of the URL', () => {
    expect(serializeListing(DEFAULT_LISTING).toString()).toBe('');
  });

  it('writes the listing in a fixed order and keeps parameters that are not its own', () => {
    const state: ListingState = {
      manufacturers: ['Dr. Theiss', 'Galenika'],
      forms: ['cream'],
      rx: true,
      inStock: true,
      pharmacyId: 101,
      sort: 'name',
      page: 2,
    };
    const base = new URLSearchParams('q=brufen&page=7&utm_source=mail&form=gel');
    expect(serializeListing(state, base).toString()).toBe(
      'q=brufen&utm_source=mail&manufacturer=Dr.+Theiss&manufacturer=Galenika&form=cream&rx=1&stock=1&pharmacy=101&sort=name&page=2',
    );
  });

  it('round-trips through parse', () => {
    const state: ListingState = {
      manufacturers: ['Bayer & Co'],
      forms: ['drops', 'spray'],
      rx: false,
      inStock: false,
      pharmacyId: null,
      sort: 'price_desc',
      page: 5,
    };
    expect(parseListing(serializeListing(state))).toEqual(state);
  });
});

describe('changeListing', () => {
  const onPage4: ListingState = { ...DEFAULT_LISTING, page: 4 };

  it('goes back to page 1 when a filter or the sort changes', () => {
    expect(changeListing(onPage4, { inStock: true })).toEqual({ ...DEFAULT_LISTING, inStock: true, page: 1 });
    expect(changeListing(onPage4, { sort: 'name' }).page).toBe(1);
  });

  it('keeps the page when the page is what changes', () => {
    expect(changeListing(onPage4, { page: 5 }).page).toBe(5);
  });
});

describe('activeFilterCount', () => {
  it('counts each chosen value', () => {
    expect(activeFilterCount(DEFAULT_LISTING)).toBe(0);
    expect(
      activeFilterCount({
        ...DEFAULT_LISTING,
        manufacturers: ['A', 'B'],
        forms: ['gel'],
        rx: false,
        inStock: true,
        pharmacyId: 3,
        sort: 'name',
        page: 2,
      }),
    ).toBe(6);
  });
});

describe('toProductsArgs', () => {
  it('sends only what is set', () => {
    expect(toProductsArgs(DEFAULT_LISTING, { cityId: 1 })).toEqual({ city_id: 1, page: 1, per_page: 24 });
  });

  it('maps every filter to the API names', () => {
    const state: ListingState = {
      manufacturers: ['Galenika'],
      forms: ['tablets'],
      rx: false,
      inStock: true,
      pharmacyId: 104,
      sort: 'price_asc',
      page: 2,
    };
    expect(toProductsArgs(state, { cityId: 3, category: 'analgetici', query: 'brufen' })).toEqual({
      city_id: 3,
      category: 'analgetici',
      query: 'brufen',
      manufacturers: ['Galenika'],
      forms: ['tablets'],
      rx: false,
      in_stock: true,
      pharmacy_id: 104,
      sort: 'price_asc',
      page: 2,
      per_page: 24,
    });
  });
});

describe('the promotion scope', () => {
  it('reads ?promo= as a positive id, and ignores anything else', () => {
    expect(parsePromoId(new URLSearchParams('promo=2'))).toBe(2);
    for (const raw of ['', '0', '-1', '2.5', 'abc', '1e3'])
      expect(parsePromoId(new URLSearchParams(`promo=${raw}`))).toBeNull();
    expect(parsePromoId(new URLSearchParams())).toBeNull();
  });

  it('asks for the promotion’s products, and filters, sort and pages keep it', () => {
    const state = parseListing(new URLSearchParams('promo=2&form=cream&page=3'));
    expect(toProductsArgs(state, { cityId: 1, promoId: 2 })).toMatchObject({ promo_id: 2, forms: ['cream'], page: 3 });
    const base = new URLSearchParams('promo=2&form=cream&page=3');
    expect(serializeListing(changeListing(state, { sort: 'price_asc' }), base).toString()).toBe(
      'promo=2&form=cream&sort=price_asc',
    );
    expect(serializeListing(changeListing(state, { ...DEFAULT_LISTING }), base).toString()).toBe('promo=2');
  });
});
