/**
 * The demo booking page (decision 474): its addresses, what the server draws it with, and the
 * form it posts, shared by the page (src/pages/booking) and the server (server/routes/booking.ts).
 * The page is drawn by the server from the database on every GET (the slots are live), with
 * the site's own renderer, and works without JavaScript: a GET form to change the time zone,
 * a POST form to book (a slot's radio, a name, an e-mail: one step after choosing).
 */
import type { Language } from './languages';

/** The page's path per language, without the language prefix (src/routing/routes.ts). */
export const bookingBasePaths = { pt: '/agendar', en: '/book' } as const satisfies Record<
  Language,
  string
>;

export const bookingDataElementId = 'booking-data';

export const bookingLimits = { nameMax: 100, emailMax: 254 } as const;

/** The form's field names (a GET's `tz`, a POST's all). */
export const bookingFields = {
  timeZone: 'tz',
  start: 'start',
  name: 'name',
  email: 'email',
} as const;

export interface BookingSlot {
  /** ISO instant, the value posted back. */
  start: string;
  /** Its time in the page's zone and language, e.g. "14:30". */
  label: string;
}

export interface BookingDay {
  /** 'YYYY-MM-DD' in the page's zone. */
  day: string;
  /** e.g. "terça-feira, 8 de dezembro". */
  label: string;
  slots: BookingSlot[];
}

export type BookingFieldError = 'required' | 'too-long' | 'email';

export interface BookingPageData {
  /** The zone the slots are shown in (IANA), and the zones the select offers. */
  timeZone: string;
  timeZones: readonly string[];
  days: BookingDay[];
  /**
   * `choose`: the list; `booked`: the confirmation; `taken`: that slot went meanwhile (the
   * list holds the next ones); `past`: a slot in the past; `invalid`: the form's errors;
   * `unavailable`: the database did not answer.
   */
  outcome: 'choose' | 'booked' | 'taken' | 'past' | 'invalid' | 'unavailable';
  /** What was typed, put back on any answer but `booked`. */
  values: { start?: string; name?: string; email?: string };
  fields: Partial<Record<'start' | 'name' | 'email', BookingFieldError>>;
  /** The booked meeting's time, as the page shows it. */
  booked?: { label: string; email: string };
}
