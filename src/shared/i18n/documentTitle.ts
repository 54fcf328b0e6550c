/**
 * The tab title: "Panadol 500 mg | Apoteka Vita", or the brand alone. One format for the
 * app's titles and the prerendered `<title>`, so that the two never disagree.
 */
export const documentTitle = (brand: string, title?: string): string => (title ? `${title} | ${brand}` : brand);
