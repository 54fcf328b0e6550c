import type { DayHours, Pharmacy } from '../model/types';

export interface PharmacyDto {
  id: number;
  name: string;
  address: string;
  city_id: number;
  lat: number;
  lng: number;
  phone: string;
  hours: Array<DayHours | null>;
}

export const toPharmacy = (dto: PharmacyDto): Pharmacy => ({
  id: dto.id,
  name: dto.name,
  address: dto.address,
  cityId: dto.city_id,
  lat: dto.lat,
  lng: dto.lng,
  phone: dto.phone,
  hours: dto.hours,
});
