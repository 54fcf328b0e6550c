import { ATC_GROUPS } from '../data/atc';
import { CATEGORIES } from '../data/categories';
import { CITIES, DEFAULT_CITY_ID } from '../data/cities';
import { FORM_KINDS, FORMS } from '../data/forms';

// The tables in mocks/data/*.seed.json are read with a cast: what their types promise is checked here.
describe('the seed tables', () => {
  const languages = (text: unknown) =>
    expect(text).toEqual({ sr: expect.any(String), en: expect.any(String), ru: expect.any(String) });

  it('gives every form a kind of the API, a pack unit and a label in the three languages', () => {
    for (const form of Object.values(FORMS)) {
      expect(FORM_KINDS).toContain(form.kind);
      expect(['pcs', 'ml', 'g']).toContain(form.unit);
      languages(form.label);
    }
  });

  it('lists the cities with distinct ids, the default among them, and each place as a quarter and a street', () => {
    expect(new Set(CITIES.map((city) => city.id)).size).toBe(CITIES.length);
    expect(CITIES.map((city) => city.id)).toContain(DEFAULT_CITY_ID);
    for (const city of CITIES) {
      languages(city.name);
      expect(city.streets.length).toBeGreaterThan(0);
      expect(city.quarters.length).toBeGreaterThan(0);
      for (const place of city.places ?? []) expect(place).toEqual([expect.any(String), expect.any(String)]);
    }
  });

  it('puts every category after its parent, numbered in that order', () => {
    CATEGORIES.forEach((category, index) => {
      expect(category.id).toBe(index + 1);
      languages(category.name);
      languages(category.purpose);
      if (category.parent !== null) {
        expect(CATEGORIES.slice(0, index).map((earlier) => earlier.slug)).toContain(category.parent);
      }
    });
  });

  it('puts every level-2 ATC group after its level-1 group', () => {
    ATC_GROUPS.forEach((group, index) => {
      languages(group.name);
      expect(group.code).toMatch(group.parent === null ? /^[A-Z]$/ : /^[A-Z]\d{2}$/);
      if (group.parent !== null) {
        expect(ATC_GROUPS.slice(0, index).map((earlier) => earlier.code)).toContain(group.parent);
      }
    });
  });
});
