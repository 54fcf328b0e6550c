import type { ProductCardDto } from '@/shared/api/answers';
import type { Dataset } from '../data/dataset';
import type { ProductSeed } from '../data/products';

/** At most this many alternatives in one answer (docs/api.md, "Cheaper alternatives"). */
const ALTERNATIVES_LIMIT = 6;

/**
 * What one unit of a card costs in the city: the pack's price over what it holds (pieces,
 * millilitres or grams; the same form counts in the same unit), the pack's price where the pack
 * unit is not known; null when the card has no price in the city (none in stock, or priced only
 * at the pharmacy).
 */
function unitCost(card: ProductCardDto): number | null {
  if (card.price === null || card.allow_safety) return null;
  const count = card.pack_unit?.count ?? 0;
  return count > 0 ? card.price / count : card.price;
}

/**
 * The products a pharmacist could hand over instead (same active substance, strength and
 * pharmaceutical form, as the product page's analogues) that cost less per unit in the city
 * today, cheapest per unit first. When the product itself has no price in the city, every
 * priced alternative counts.
 */
export function cheaperAlternatives(
  ds: Dataset,
  product: ProductSeed,
  own: ProductCardDto,
  card: (p: ProductSeed) => ProductCardDto,
): ProductCardDto[] {
  if (product.substanceKey === null) return [];
  const ownCost = unitCost(own);
  return ds.products
    .filter(
      (x) =>
        x.id !== product.id &&
        x.substanceKey === product.substanceKey &&
        x.dosage === product.dosage &&
        x.formKey === product.formKey,
    )
    .map((x) => {
      const alt = card(x);
      return { alt, cost: unitCost(alt) };
    })
    .filter((entry): entry is { alt: ProductCardDto; cost: number } => entry.cost !== null)
    .filter((entry) => ownCost === null || entry.cost < ownCost)
    .sort((a, b) => a.cost - b.cost || a.alt.id - b.alt.id)
    .slice(0, ALTERNATIVES_LIMIT)
    .map((entry) => entry.alt);
}
