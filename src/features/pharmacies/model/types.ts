/** Opening hours of one day, local Europe/Belgrade time, "HH:MM"; close "24:00" = until midnight. */
export interface DayHours {
  open: string;
  close: string;
}

export interface Pharmacy {
  id: number;
  name: string;
  address: string;
  cityId: number;
  lat: number;
  lng: number;
  phone: string;
  /** 7 entries, Monday first; null = closed that day. */
  hours: Array<DayHours | null>;
  /** The Ministry of Health's licence (rešenje) number, as issued. */
  licence: string;
  /** The responsible pharmacist, with their title. */
  pharmacist: string;
}

/** One night of duty (docs/api.md, GET /pharmacies/duty); `from`/`to` in epoch milliseconds. */
export interface DutyShift {
  pharmacyId: number;
  /** The Belgrade date the night starts on, `YYYY-MM-DD`. */
  night: string;
  from: number;
  to: number;
}
