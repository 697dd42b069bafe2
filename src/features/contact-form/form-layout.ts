/**
 * The box model of the contact form, shared by the form and its loading placeholder: the
 * placeholder has exactly the form's size because both draw their rows with these classes.
 */
import type { ContactFieldSpec } from './contact-fields';

/** The rows: one column on phones, first and last name side by side from 640 px. */
export const formGridClass = 'grid min-w-0 grid-cols-1 gap-x-4 gap-y-5 sm:grid-cols-2';

export function fieldCellClass(spec: ContactFieldSpec): string {
  return spec.half ? 'min-w-0' : 'min-w-0 sm:col-span-2';
}

export const labelClass = 'block text-sm font-semibold text-ink';
export const hintClass = 'mt-1 block text-sm text-slate-600';

const controlBase = 'mt-2 block w-full rounded-lg border';
/** Inputs are 48 px high (a comfortable touch target); the message box starts at 144 px. */
export function controlClass(spec: ContactFieldSpec): string {
  return spec.control === 'multiline' ? `${controlBase} h-36` : `${controlBase} h-12`;
}

/** A grid cell, so the button is laid out as a block and the cell is exactly its height. */
export const submitCellClass = 'mt-1 grid sm:col-span-2';
/** The height of Button size 'md'. */
export const submitHeightClass = 'h-12';
