export { BookingDataProvider, useBookingData } from './booking-data';
