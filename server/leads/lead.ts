/**
 * A stored lead as the server handles it, derived from the one definition of its fields
 * (contract/lead-fields.ts): its type, its row ↔ lead ↔ JSON conversions.
 */

import {
  type LeadField,
  type LeadFieldDefinition,
  type LeadValues,
  leadFields,
  type OptionalFieldName,
  type ServerFilledName,
} from '@contract/lead-fields';
import type { LeadRow } from '@server/db/schema';

export type Lead = LeadValues;

/**
 * What a request brings: every field but those the server fills (id, time); those the visitor
 * may leave out (the company) absent or null.
 */
export type NewLead = Omit<Lead, ServerFilledName | OptionalFieldName> &
  Partial<Pick<Lead, OptionalFieldName>>;

type FieldValue = string | Date | null;

/** The lead's JSON: dates as ISO 8601 strings. */
type Json<T> = {
  [K in keyof T]: T[K] extends Date
    ? string
    : T[K] extends Date | null
      ? string | null
      : T[K] extends object | null
        ? Json<T[K]>
        : T[K];
};
export type LeadJson = Json<Lead>;

/** One field's value in a lead (or its JSON), null when absent. */
export function leadValue(lead: object, field: LeadFieldDefinition): FieldValue {
  const holder = (field.group ? (lead as Record<string, object>)[field.group] : lead) as
    | Record<string, FieldValue | undefined>
    | undefined;
  return holder?.[field.name] ?? null;
}

/** An object with one key per field (grouped fields inside their group), in field order. */
function shapeOf(
  fields: readonly LeadField[],
  valueFor: (field: LeadField) => FieldValue,
): Record<string, unknown> {
  const shaped: Record<string, unknown> = {};
  for (const field of fields) {
    const { group }: LeadFieldDefinition = field;
    if (!group) {
      shaped[field.name] = valueFor(field);
      continue;
    }
    const members = (shaped[group] ?? {}) as Record<string, unknown>;
    members[field.name] = valueFor(field);
    shaped[group] = members;
  }
  return shaped;
}

const asDate = (value: FieldValue) => (value === null ? null : new Date(value));

export function leadFromRow(row: LeadRow): Lead {
  return shapeOf(leadFields, (field) => {
    const value = row[field.column];
    return field.type === 'timestamp' ? asDate(value) : value;
  }) as Lead;
}

/** GET /api/leads and the CLI's --json show every field; the webhook its own selection. */
export function leadToJson(lead: Lead, fields: readonly LeadField[] = leadFields): LeadJson {
  return shapeOf(fields, (field) => {
    const value = leadValue(lead, field);
    return value instanceof Date ? value.toISOString() : value;
  }) as LeadJson;
}

/** A lead read back from its JSON (the CLI asking the running server). */
export function leadFromJson(json: LeadJson): Lead {
  return shapeOf(leadFields, (field) => {
    const value = leadValue(json, field);
    return field.type === 'timestamp' ? asDate(value) : value;
  }) as Lead;
}
