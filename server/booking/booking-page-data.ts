/**
 * What the booking page is drawn with (`@contract/booking`, decision 474): the team's next
 * free slots grouped by day in the visitor's zone, each labelled in the page's language, and
 * the answer of a POST. Labels are made here, once, so the server's drawing and the browser's
 * hydration show the same text whatever each one's Intl data.
 */
import type { BookingDay, BookingPageData } from '@contract/booking';
import type { Language } from '@contract/languages';
import type { TeamSlot } from './availability';
import { slotsByDay } from './availability';

const locales: Record<Language, string> = { pt: 'pt-BR', en: 'en-GB' };

/** The zones the page's select offers: Brazil's, then a few of the team's usual visitors'. */
const offeredZones = [
  'America/Sao_Paulo',
  'America/Manaus',
  'America/Cuiaba',
  'America/Porto_Velho',
  'America/Boa_Vista',
  'America/Rio_Branco',
  'America/Belem',
  'America/Fortaleza',
  'America/Recife',
  'America/Noronha',
  'America/Argentina/Buenos_Aires',
  'America/Santiago',
  'America/Bogota',
  'America/Mexico_City',
  'America/New_York',
  'Europe/Lisbon',
  'Europe/London',
  'Europe/Madrid',
  'UTC',
];

/** A zone the visitor's browser may send: any IANA zone this runtime knows. */
export function validTimeZone(zone: unknown): string | undefined {
  if (typeof zone !== 'string' || zone.length > 64) return undefined;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

export function zonesOffered(shown: string): string[] {
  return offeredZones.includes(shown) ? offeredZones : [shown, ...offeredZones];
}

export function slotTimeLabel(start: Date, language: Language, timeZone: string, withDay = false) {
  return new Intl.DateTimeFormat(locales[language], {
    ...(withDay ? { dateStyle: 'full' as const } : {}),
    timeStyle: 'short',
    timeZone,
  }).format(start);
}

export function bookingDays(
  slots: readonly TeamSlot[],
  language: Language,
  timeZone: string,
): BookingDay[] {
  const dayLabel = new Intl.DateTimeFormat(locales[language], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone,
  });
  return slotsByDay(slots, timeZone).map(({ day, slots: daySlots }) => ({
    day,
    label: dayLabel.format(daySlots[0]?.start),
    slots: daySlots.map((slot) => ({
      start: slot.start.toISOString(),
      label: slotTimeLabel(slot.start, language, timeZone),
    })),
  }));
}

export function bookingPageData(
  language: Language,
  timeZone: string,
  slots: readonly TeamSlot[],
  answer: Partial<Pick<BookingPageData, 'outcome' | 'values' | 'fields' | 'booked'>> = {},
): BookingPageData {
  return {
    timeZone,
    timeZones: zonesOffered(timeZone),
    days: bookingDays(slots, language, timeZone),
    outcome: answer.outcome ?? 'choose',
    values: answer.values ?? {},
    fields: answer.fields ?? {},
    ...(answer.booked ? { booked: answer.booked } : {}),
  };
}
