import { toPharmacy } from '@/features/pharmacies';
import type { OffersDto, OrderDto, TransfersDto } from '@/shared/api';
import type { Order, PharmacyOffers, Transfer } from '../model/types';

export const toOffers = (answer: OffersDto): PharmacyOffers => ({
  list: answer.list.map((offer) => ({
    pharmacyId: offer.pharmacy_id,
    lines: offer.lines,
    total: offer.total,
    availableCount: offer.available_count,
    complete: offer.complete,
  })),
  split: answer.split
    ? {
        parts: answer.split.parts.map((part) => ({
          pharmacy: toPharmacy(part.pharmacy),
          lines: part.lines,
          total: part.total,
        })),
        total: answer.split.total,
      }
    : null,
});

export const toTransfers = (answer: TransfersDto): Transfer[] =>
  answer.list.map((item) => ({
    id: item.id,
    quantity: item.quantity,
    from: {
      pharmacyId: item.from.pharmacy_id,
      name: item.from.name,
      address: item.from.address,
      cityId: item.from.city_id,
    },
    readyBy: item.ready_by,
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
    packUnit: line.pack_unit ?? null,
    transfer: line.transfer
      ? { quantity: line.transfer.quantity, from: line.transfer.from, readyBy: line.transfer.ready_by }
      : null,
  })),
  total: dto.total,
  vat: dto.vat,
  readyBy: dto.ready_by,
  holdUntil: dto.hold_until,
  name: dto.name,
  phone: dto.phone,
  comment: dto.comment,
  visitId: dto.visit_id,
  pickupCode: dto.pickup_code,
  events: dto.events,
  trackKey: dto.track_key,
  points: dto.points,
});
