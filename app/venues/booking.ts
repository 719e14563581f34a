import type { BookingStatus, VenueKind } from '~/db/schema';
import type { HotelRef, Treatment } from './venues.server';

/** A table or a treatment as the guest, the pages and the API see it (docs/decisions/0032). */
export interface Booking {
  _id: string;
  reference: string;
  status: BookingStatus;
  venue: { _id: string; kind: VenueKind; name: string; slug: string; hotel: HotelRef };
  date: string;
  time: string;
  endTime: string;
  party: number;
  treatment?: Treatment;
  note: string | null;
  staffNote: string | null;
  createdAt: string;
  cancelledAt: string | null;
}

/** A booking with its guest, as the staff see it. */
export interface StaffBooking extends Booking {
  guest: { _id: string; username: string; email: string } | null;
}
