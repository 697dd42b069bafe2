/**
 * The form has an input for every field the visitor types (contract/lead-fields.ts), and for
 * nothing else: a lead field added for the visitor fails here until the form asks for it.
 */
import { leadFields } from '@contract/lead-fields';
import { describe, expect, it } from 'vitest';
import { contactFields } from './contact-fields';

describe('the contact form’s fields', () => {
  it('are the lead fields the visitor types, but the fixed subject', () => {
    const typed = leadFields
      .filter((field) => field.filledBy === 'visitor' && field.name !== 'subject')
      .map((field) => field.name);
    expect(contactFields.map((field) => field.name).sort()).toEqual([...typed].sort());
  });

  it('are optional exactly where the lead field is', () => {
    for (const spec of contactFields) {
      const field = leadFields.find((candidate) => candidate.name === spec.name);
      expect({ name: spec.name, optional: Boolean(spec.optional) }).toEqual({
        name: spec.name,
        optional: Boolean(field && 'optional' in field && field.optional),
      });
    }
  });
});
