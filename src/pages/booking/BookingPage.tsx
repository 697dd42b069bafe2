import { bookingFields, bookingLimits } from '@contract/booking';
import { useEffect, useId } from 'react';
import { Button, ButtonLink } from '@/components/ui/Button';
import { useBookingData } from '@/features/booking-data';
import { useLanguage } from '@/i18n/I18nProvider';
import { pathFor } from '@/routing/routes';
import { PageHead } from '@/seo/PageHead';
import { bookingTexts } from './booking-texts';

// The privacy form's classes (src/pages/privacy/PrivacyRequestForm.tsx): no new CSS for the site.
const inputClasses =
  'mt-2 block w-full rounded-lg border border-slate-500 bg-white px-3 text-base text-ink ' +
  'shadow-xs hover:border-slate-700 aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700 h-12';
const labelClasses = 'block text-sm font-semibold text-ink';
const errorClasses = 'mt-2 flex items-start gap-1.5 text-sm font-medium text-red-700';

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
      <section className="mx-auto max-w-3xl px-4 py-16">
        <h1 className="text-3xl font-extrabold sm:text-4xl">{t.heading}</h1>
        {data?.outcome === 'booked' && data.booked ? (
          <p
            role="status"
            className="mt-4 rounded-lg bg-emerald-50 p-3 font-semibold text-emerald-900"
          >
            {t.booked(data.booked.label, data.booked.email)}
          </p>
        ) : (
          <>
            <p className="mt-4 leading-relaxed text-slate-700">{t.intro}</p>
            <form method="get" action={path} className="mt-6 grid gap-5">
              <label htmlFor={ids.zone} className={labelClasses}>
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
              <p
                role="alert"
                className="mt-6 rounded-lg border border-red-700 bg-red-50 p-4 text-red-800"
              >
                {notice}
              </p>
            ) : null}
            {data && data.days.length > 0 ? (
              <form method="post" action={path} className="mt-6 grid gap-5">
                <input type="hidden" name={bookingFields.timeZone} value={data.timeZone} />
                <fieldset>
                  <legend className="text-2xl font-bold text-ink">{t.slotsLegend}</legend>
                  {fields.start ? <p className={errorClasses}>{t.chooseSlot}</p> : null}
                  {data.days.map((day) => (
                    <fieldset key={day.day} className="mt-6">
                      <legend className="text-sm font-semibold text-ink">{day.label}</legend>
                      <div className="mt-2 grid gap-2">
                        {day.slots.map((slot) => (
                          <label
                            key={slot.start}
                            className="flex min-h-11 items-center gap-3 text-slate-800"
                          >
                            <input
                              className="size-5 accent-brand-700"
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
                <div className="grid gap-5">
                  <div>
                    <label htmlFor={ids.name} className={labelClasses}>
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
                      <p id={ids.nameError} className={errorClasses}>
                        {t.errors[fields.name]}
                      </p>
                    ) : null}
                  </div>
                  <div>
                    <label htmlFor={ids.email} className={labelClasses}>
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
                      <p id={ids.emailError} className={errorClasses}>
                        {t.errors[fields.email]}
                      </p>
                    ) : null}
                  </div>
                </div>
                <Button type="submit">{t.book}</Button>
              </form>
            ) : (
              <div className="mt-6">
                <p className="leading-relaxed text-slate-700">{t.none}</p>
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
