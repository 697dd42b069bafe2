/**
 * The request's schema and the inbox's lead carry every lead field (lead-fields.ts), so a field
 * added to the definitions and not to them (or the reverse) fails here rather than in a lead.
 */
import { describe, expect, it } from 'vitest';
import { inboxLead } from './inbox/lead-page';
import { leadFields } from './lead-fields';
import { contactSchema } from './schema';

/** A field's key at the top of a JSON object: its group's, when it has one. */
const topKey = (field: (typeof leadFields)[number]) =>
  'group' in field ? field.group : field.name;

describe('the lead fields', () => {
  it('that a request fills are the contact schema’s keys, with the tab’s visit beside them', () => {
    const filled = new Set(
      leadFields.filter((field) => field.filledBy !== 'server').map((field) => topKey(field)),
    );
    // The visit is where the lead is counted (tab-visit.ts), not a field of the lead.
    expect(Object.keys(contactSchema.shape).sort()).toEqual([...filled, 'visitId'].sort());
  });

  it('are all in the inbox’s lead', () => {
    const keys = Object.keys(inboxLead.shape);
    expect(leadFields.map(topKey).filter((key) => !keys.includes(key))).toEqual([]);
  });
});
