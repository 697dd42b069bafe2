/** Tailwind classes the inbox's screens share. */
export const inputClass =
  'w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-ink focus:border-brand-700';
export const labelClass = 'mb-1 block text-sm font-semibold text-slate-800';
export const primaryButtonClass =
  'inline-flex items-center justify-center rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60';
export const secondaryButtonClass =
  'inline-flex items-center justify-center rounded-md border border-slate-400 bg-white px-4 py-2 font-semibold text-ink hover:bg-slate-50 disabled:opacity-60';
export const errorClass = 'rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-800';
export const noticeClass =
  'rounded-md border border-green-300 bg-green-50 px-3 py-2 text-green-900';
