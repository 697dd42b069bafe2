import { honeypotField } from '@contract/request-conventions';
import type { Ref } from 'react';

/**
 * A field only bots fill: off screen, hidden from screen readers, out of the tab order and
 * never autofilled. The API answers a filled one like a success and stores nothing.
 */
export function Honeypot({ label, ref }: { label: string; ref: Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        {label}
        <input ref={ref} type="text" name={honeypotField} tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
