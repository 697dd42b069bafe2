import { bookingFields, bookingLimits } from '@contract/booking';
import { useEffect, useId } from 'react';
import { Button, ButtonLink } from '@/components/ui/Button';
import { useBookingData } from '@/features/booking-data';
import { useLanguage } from '@/i18n/I18nProvider';
import { pathFor } from '@/routing/routes';
import { PageHead } from '@/seo/PageHead';
import { bookingTexts } from './booking-texts';

const inputClasses =
  'mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-brand-700';

/**
 * The demo booking page (decision 474): the server draws the next free slots, grouped by day in
 * the visitor's time zone; a radio per slot, a name and an e-mail, one POST. Everything works
 * without script; the script only moves a first visit to the browser's own zone.
 */
export default function BookingPage() {
  const language = useLanguage();
  const t = bookingTexts[language];
  const data = useBookingData();
  const path = pathFor('booking', language);
  const ids = {
    zone: useId(),
    name: useId(),
    email: useId(),
    nameError: useId(),
    emailError: useId(),
  };

  // A first visit, drawn in the site's zone: show it in the browser's own (kept in the URL).
  useEffect(() => {
    if (data?.outcome !== 'choose') return;
    const url = new URL(window.location.href);
    if (url.searchParams.has(bookingFields.timeZone)) return;
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (zone && zone !== data.timeZone) {
      url.searchParams.set(bookingFields.timeZone, zone);
      window.location.replace(url.toString());
    }
  }, [data]);

  const values = data?.values ?? {};
  const fields = data?.fields ?? {};
  const notice =
    data?.outcome === 'taken'
      ? t.taken
      : data?.outcome === 'past'
        ? t.past
        : data?.outcome === 'invalid'
          ? t.invalid
          : data?.outcome === 'unavailable'
            ? t.unavailable
            : undefined;

  return (
    <>
      <PageHead page="booking" />
      <section className="mx-auto max-w-3xl px-4 py-12 lg:py-16">
        <h1 className="text-3xl font-extrabold sm:text-4xl">{t.heading}</h1>
        {data?.outcome === 'booked' && data.booked ? (
          <p role="status" className="mt-6 rounded-lg bg-green-50 p-4 text-lg text-green-900">
            {t.booked(data.booked.label, data.booked.email)}
          </p>
        ) : (
          <>
            <p className="mt-4 text-lg text-slate-700">{t.intro}</p>
            <form method="get" action={path} className="mt-8 flex flex-wrap items-end gap-3">
              <label htmlFor={ids.zone} className="font-semibold">
                {t.timeZone}
                <select
                  id={ids.zone}
                  name={bookingFields.timeZone}
                  defaultValue={data?.timeZone}
                  className={inputClasses}
                >
                  {(data?.timeZones ?? []).map((zone) => (
                    <option key={zone} value={zone}>
                      {zone.replaceAll('_', ' ')}
                    </option>
                  ))}
                </select>
              </label>
              <Button type="submit" variant="secondary">
                {t.show}
              </Button>
            </form>
            {notice ? (
              <p role="alert" className="mt-6 rounded-lg bg-amber-50 p-4 text-amber-900">
                {notice}
              </p>
            ) : null}
            {data && data.days.length > 0 ? (
              <form method="post" action={path} className="mt-8">
                <input type="hidden" name={bookingFields.timeZone} value={data.timeZone} />
                <fieldset>
                  <legend className="text-xl font-bold">{t.slotsLegend}</legend>
                  {fields.start ? <p className="mt-2 text-red-800">{t.chooseSlot}</p> : null}
                  {data.days.map((day) => (
                    <fieldset key={day.day} className="mt-4">
                      <legend className="font-semibold capitalize">{day.label}</legend>
                      <div className="mt-2 flex flex-wrap gap-2">
                        {day.slots.map((slot) => (
                          <label
                            key={slot.start}
                            className="flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
                          >
                            <input
                              type="radio"
                              name={bookingFields.start}
                              value={slot.start}
                              required
                              defaultChecked={values.start === slot.start}
                            />
                            {slot.label}
                          </label>
                        ))}
                      </div>
                    </fieldset>
                  ))}
                </fieldset>
                <div className="mt-8 grid gap-4 sm:grid-cols-2">
                  <div>
                    <label htmlFor={ids.name} className="font-semibold">
                      {t.name}
                    </label>
                    <input
                      id={ids.name}
                      name={bookingFields.name}
                      autoComplete="name"
                      required
                      maxLength={bookingLimits.nameMax}
                      defaultValue={values.name}
                      aria-invalid={fields.name ? true : undefined}
                      aria-describedby={fields.name ? ids.nameError : undefined}
                      className={inputClasses}
                    />
                    {fields.name ? (
                      <p id={ids.nameError} className="mt-1 text-red-800">
                        {t.errors[fields.name]}
                      </p>
                    ) : null}
                  </div>
                  <div>
                    <label htmlFor={ids.email} className="font-semibold">
                      {t.email}
                    </label>
                    <input
                      id={ids.email}
                      name={bookingFields.email}
                      type="email"
                      autoComplete="email"
                      required
                      maxLength={bookingLimits.emailMax}
                      defaultValue={values.email}
                      aria-invalid={fields.email ? true : undefined}
                      aria-describedby={fields.email ? ids.emailError : undefined}
                      className={inputClasses}
                    />
                    {fields.email ? (
                      <p id={ids.emailError} className="mt-1 text-red-800">
                        {t.errors[fields.email]}
                      </p>
                    ) : null}
                  </div>
                </div>
                <Button type="submit" className="mt-8">
                  {t.book}
                </Button>
              </form>
            ) : (
              <div className="mt-8">
                <p className="text-lg">{t.none}</p>
                <ButtonLink to={pathFor('contact', language)} className="mt-4">
                  {t.contactInstead}
                </ButtonLink>
              </div>
            )}
          </>
        )}
      </section>
    </>
  );
}
