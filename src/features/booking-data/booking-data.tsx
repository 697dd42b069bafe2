/**
 * What the server drew the booking page with (`@contract/booking`, decision 474): given by
 * the server's renderer, or read from the page's JSON in the browser, so hydration draws the
 * same. A prerendered copy (the build's shell) has none and draws the page without slots.
 */
import { type BookingPageData, bookingDataElementId } from '@contract/booking';
import { createContext, type ReactNode, useContext, useState } from 'react';

const BookingDataContext = createContext<BookingPageData | undefined>(undefined);

export function BookingDataProvider({
  data,
  children,
}: {
  data: BookingPageData | undefined;
  children: ReactNode;
}) {
  return <BookingDataContext value={data}>{children}</BookingDataContext>;
}

function readBookingData(): BookingPageData | undefined {
  const text = document.getElementById(bookingDataElementId)?.textContent;
  if (!text) return undefined;
  try {
    const data = JSON.parse(text) as BookingPageData | null;
    return data && Array.isArray(data.days) && typeof data.timeZone === 'string' ? data : undefined;
  } catch {
    return undefined;
  }
}

export function useBookingData(): BookingPageData | undefined {
  const drawnWith = useContext(BookingDataContext);
  const [data] = useState(
    () => drawnWith ?? (typeof document === 'undefined' ? undefined : readBookingData()),
  );
  return data;
}
