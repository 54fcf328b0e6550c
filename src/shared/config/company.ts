/**
 * The trader behind the shop, as the e-commerce law asks every page to reach it
 * (docs/behaviour.md §15): written once for the footer, the legal details page and the
 * structured data. The numbers carry valid check digits (MB: mod 11; PIB: ISO 7064 MOD 11,10).
 */
export const COMPANY = {
  name: 'Apoteka Vita d.o.o.',
  /** The shop's name, the same in every language (analytics' general page title). */
  brand: 'Apoteka Vita',
  street: 'Bulevar Mihajla Pupina 10a',
  city: '11070 Beograd (Novi Beograd)',
  country: 'Srbija',
  /** Matični broj: 8 digits. */
  registryNumber: '21047383',
  /** Poreski identifikacioni broj: 9 digits. */
  taxNumber: '109483259',
  email: 'info@apotekavita.rs',
} as const;

/** The bodies that license and supervise the chain's pharmacies and pharmacists. */
export const SUPERVISORS = {
  ministry: 'https://www.zdravlje.gov.rs',
  chamber: 'https://www.farmkomora.rs',
} as const;
