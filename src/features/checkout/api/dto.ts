import { toPharmacy } from '@/features/pharmacies';
import type { OffersDto, OrderDto } from '@/shared/api';
import type { Offer, Order } from '../model/types';

export const toOffers = (answer: OffersDto): Offer[] =>
  answer.list.map((offer) => ({
    pharmacyId: offer.pharmacy_id,
    lines: offer.lines,
    total: offer.total,
    availableCount: offer.available_count,
    complete: offer.complete,
  }));

export const toOrder = (dto: OrderDto): Order => ({
  id: dto.id,
  number: dto.number,
  createdAt: dto.created_at,
  status: dto.status,
  pharmacy: toPharmacy(dto.pharmacy),
  lines: dto.lines.map((line) => ({
    id: line.id,
    name: line.name,
    form: line.form,
    dosage: line.dosage,
    pack: line.pack,
    quantity: line.quantity,
    price: line.price,
    allowSafety: line.allow_safety,
    rx: line.rx,
    vatRate: line.vat_rate,
  })),
  total: dto.total,
  vat: dto.vat,
  readyBy: dto.ready_by,
  holdUntil: dto.hold_until,
  name: dto.name,
  phone: dto.phone,
  comment: dto.comment,
});
