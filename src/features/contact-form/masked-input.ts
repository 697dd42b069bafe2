/**
 * Reshaping a field as the visitor types (the CNPJ's `00.000.000/0000-00`) without moving the
 * caret away from where they were typing: the caret stays after the same number of letters
 * and digits, whatever separators the mask adds or removes before it.
 */
import { maskCnpj } from '@contract/cnpj';
import type { ChangeEvent } from 'react';

const masks = { cnpj: maskCnpj } as const;
export type MaskName = keyof typeof masks;

const isSignificant = (char: string) => /[0-9A-Za-z]/.test(char);

/** Where the caret goes in `masked` to stand after `count` letters and digits. */
export function caretAfter(masked: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let index = 0; index < masked.length; index++) {
    if (isSignificant(masked.charAt(index))) seen++;
    if (seen === count) return index + 1;
  }
  return masked.length;
}

/** The masked value and the caret's new place, from the value and caret the browser has. */
export function applyMask(mask: MaskName, value: string, caret: number) {
  const masked = masks[mask](value);
  const before = [...value.slice(0, caret)].filter(isSignificant).length;
  return {
    value: masked,
    caret: caret >= value.length ? masked.length : caretAfter(masked, before),
  };
}

/** Masks the input in place before react-hook-form reads it. */
export function maskInputEvent(
  mask: MaskName,
  event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>,
) {
  const input = event.target;
  const { value, caret } = applyMask(mask, input.value, input.selectionStart ?? input.value.length);
  if (value === input.value) return;
  input.value = value;
  // Only where the input has the focus: setting a selection elsewhere would take it.
  if (input.ownerDocument.activeElement === input) input.setSelectionRange(caret, caret);
}
