/**
 * A lead, defined once: every field with its type, limits, labels, database column and the
 * outputs that show it. The table's row type (server/db/schema.ts), the stored lead
 * (server/leads/lead.ts), the API's JSON, the webhook payload, the CSV export, the e-mail and
 * the CLI table are all derived from this list. Adding a field means: an entry here, a
 * migration adding its column, and the form (schema and input) that fills it.
 * Plain data without zod: the form may read the labels and limits without the schema library.
 */
import { attributionValueMax } from './attribution';
import { type Language, languageLabels } from './languages';
import { leadLegalBasis } from './lgpd';
import { contactLimits } from './limits';

/** How a value is stored (its PostgreSQL type) and shown. */
type LeadFieldType = 'uuid' | 'timestamp' | 'text' | 'language';

export interface LeadFieldDefinition {
  /** Key in the lead's JSON; within its group's object when it has one. */
  readonly name: string;
  /** Fields shown together as one object in the JSON (`attribution: {…}`). */
  readonly group?: string;
  /** Column of the `leads` table. */
  readonly column: string;
  readonly type: LeadFieldType;
  /** Stored as null when absent (optional in the request, or not known). */
  readonly nullable: boolean;
  /** Filled by the database when the row is inserted. */
  readonly generated?: boolean;
  /**
   * Who fills it: the server, the visitor who typed it, or the form on its own (where and how
   * the visitor came). A retried request is the same lead when its visitor's fields are.
   */
  readonly filledBy: 'server' | 'visitor' | 'form';
  /** The visitor may leave it out (the company, its CNPJ): absent from a request, stored null. */
  readonly optional?: boolean;
  /**
   * A contact detail the person may have corrected (LGPD art. 18, III): the privacy officer
   * edits it from a correction request (docs/decisions/326-correction-edits-the-leads-contact-fields.md).
   */
  readonly correctable?: boolean;
  /** Limits in characters, after trimming, as the contact schema checks them. */
  readonly min?: number;
  readonly max?: number;
  readonly label: Readonly<Record<Language, string>>;
  /**
   * How a value that is a code (the legal basis, the language) reads to a person, by language:
   * the inbox, the team's e-mail and the inbox's CSV show this rather than the code.
   */
  readonly valueLabels?: Readonly<Record<string, Readonly<Record<Language, string>>>>;
  /** In the team's e-mail: a row of its table, its body (the message), or its footer. */
  readonly email?: 'row' | 'body' | 'footer';
  /** What the value links to in the e-mail. */
  readonly emailLink?: 'mailto' | 'tel';
  readonly webhook: boolean;
  readonly csv: boolean;
  /** A column of `npm run leads -- list`, cut to `width` characters when it has one. */
  readonly cli?: { readonly width?: number };
}

/** The legal bases' labels: the field's `valueLabels`, exported apart so a page takes only them. */
export const legalBasisLabels: Readonly<Record<string, Readonly<Record<Language, string>>>> = {
  [leadLegalBasis]: {
    pt: 'Legítimo interesse: responder ao pedido de contato',
    en: 'Legitimate interest: answering the contact request',
  },
};

/** In the order of the CSV's columns and the JSON's keys. */
export const leadFields = [
  {
    name: 'id',
    column: 'id',
    type: 'uuid',
    nullable: false,
    filledBy: 'server',
    label: { pt: 'Id', en: 'Id' },
    email: 'footer',
    webhook: true,
    csv: true,
  },
  {
    name: 'createdAt',
    column: 'created_at',
    type: 'timestamp',
    nullable: false,
    generated: true,
    filledBy: 'server',
    label: { pt: 'Recebido em', en: 'Received' },
    email: 'footer',
    webhook: true,
    csv: true,
    cli: {},
  },
  {
    name: 'firstName',
    column: 'first_name',
    type: 'text',
    nullable: false,
    filledBy: 'visitor',
    min: contactLimits.nameMin,
    max: contactLimits.nameMax,
    correctable: true,
    label: { pt: 'Nome', en: 'First name' },
    email: 'row',
    webhook: true,
    csv: true,
    cli: { width: 20 },
  },
  {
    name: 'lastName',
    column: 'last_name',
    type: 'text',
    nullable: false,
    filledBy: 'visitor',
    min: contactLimits.nameMin,
    max: contactLimits.nameMax,
    correctable: true,
    label: { pt: 'Sobrenome', en: 'Last name' },
    email: 'row',
    webhook: true,
    csv: true,
    cli: { width: 20 },
  },
  {
    name: 'email',
    column: 'email',
    type: 'text',
    nullable: false,
    filledBy: 'visitor',
    max: contactLimits.emailMax,
    correctable: true,
    label: { pt: 'E-mail', en: 'E-mail' },
    email: 'row',
    emailLink: 'mailto',
    webhook: true,
    csv: true,
    cli: {},
  },
  {
    name: 'phone',
    column: 'phone',
    type: 'text',
    nullable: false,
    filledBy: 'visitor',
    min: contactLimits.phoneMin,
    max: contactLimits.phoneMax,
    correctable: true,
    label: { pt: 'Telefone', en: 'Phone' },
    email: 'row',
    emailLink: 'tel',
    webhook: true,
    csv: true,
    cli: {},
  },
  {
    name: 'subject',
    column: 'subject',
    type: 'text',
    nullable: false,
    filledBy: 'visitor',
    max: contactLimits.subjectMax,
    label: { pt: 'Assunto', en: 'Subject' },
    email: 'row',
    webhook: true,
    csv: true,
  },
  {
    name: 'message',
    column: 'message',
    type: 'text',
    nullable: false,
    filledBy: 'visitor',
    min: contactLimits.messageMin,
    max: contactLimits.messageMax,
    label: { pt: 'Mensagem', en: 'Message' },
    email: 'body',
    webhook: true,
    csv: true,
    cli: { width: 50 },
  },
  {
    name: 'language',
    column: 'language',
    type: 'language',
    nullable: true,
    filledBy: 'form',
    label: { pt: 'Idioma', en: 'Language' },
    valueLabels: languageLabels,
    email: 'row',
    webhook: true,
    csv: true,
    cli: {},
  },
  {
    name: 'page',
    column: 'page',
    type: 'text',
    nullable: true,
    filledBy: 'form',
    max: contactLimits.pageMax,
    label: { pt: 'Página', en: 'Page' },
    email: 'row',
    webhook: true,
    csv: true,
  },
  // Where the visit came from (attribution.ts): null when the client sent none.
  {
    name: 'source',
    group: 'attribution',
    column: 'attribution_source',
    type: 'text',
    nullable: true,
    filledBy: 'form',
    max: attributionValueMax,
    label: { pt: 'Origem', en: 'Source' },
    email: 'row',
    webhook: true,
    csv: true,
    cli: { width: 20 },
  },
  {
    name: 'medium',
    group: 'attribution',
    column: 'attribution_medium',
    type: 'text',
    nullable: true,
    filledBy: 'form',
    max: attributionValueMax,
    label: { pt: 'Mídia', en: 'Medium' },
    email: 'row',
    webhook: true,
    csv: true,
    cli: { width: 12 },
  },
  {
    name: 'campaign',
    group: 'attribution',
    column: 'attribution_campaign',
    type: 'text',
    nullable: true,
    filledBy: 'form',
    max: attributionValueMax,
    label: { pt: 'Campanha', en: 'Campaign' },
    email: 'row',
    webhook: true,
    csv: true,
    cli: { width: 20 },
  },
  {
    name: 'term',
    group: 'attribution',
    column: 'attribution_term',
    type: 'text',
    nullable: true,
    filledBy: 'form',
    max: attributionValueMax,
    label: { pt: 'Termo', en: 'Term' },
    email: 'row',
    webhook: true,
    csv: true,
  },
  {
    name: 'content',
    group: 'attribution',
    column: 'attribution_content',
    type: 'text',
    nullable: true,
    filledBy: 'form',
    max: attributionValueMax,
    label: { pt: 'Conteúdo', en: 'Content' },
    email: 'row',
    webhook: true,
    csv: true,
  },
  {
    name: 'referrer',
    group: 'attribution',
    column: 'attribution_referrer',
    type: 'text',
    nullable: true,
    filledBy: 'form',
    max: attributionValueMax,
    label: { pt: 'Site de origem', en: 'Referrer' },
    email: 'row',
    webhook: true,
    csv: true,
  },
  {
    name: 'landingPage',
    group: 'attribution',
    column: 'attribution_landing_page',
    type: 'text',
    nullable: true,
    filledBy: 'form',
    max: attributionValueMax,
    label: { pt: 'Página de entrada', en: 'Landing page' },
    email: 'row',
    webhook: true,
    csv: true,
  },
  // The company behind the lead, optional: null when the visitor left it empty.
  {
    name: 'company',
    column: 'company',
    type: 'text',
    nullable: true,
    filledBy: 'visitor',
    optional: true,
    max: contactLimits.companyMax,
    correctable: true,
    label: { pt: 'Empresa', en: 'Company' },
    email: 'row',
    webhook: true,
    csv: true,
  },
  {
    name: 'cnpj',
    column: 'cnpj',
    type: 'text',
    nullable: true,
    filledBy: 'visitor',
    optional: true,
    // Stored with its mask (contract/cnpj.ts): 00.000.000/0000-00.
    max: contactLimits.cnpjMax,
    correctable: true,
    label: { pt: 'CNPJ', en: 'CNPJ' },
    email: 'row',
    webhook: true,
    csv: true,
  },
  // LGPD proof (contract/lgpd.ts): the legal basis, written by the database, and the notice the
  // form showed; the time is createdAt.
  {
    name: 'legalBasis',
    column: 'legal_basis',
    type: 'text',
    nullable: false,
    generated: true,
    filledBy: 'server',
    label: { pt: 'Base legal', en: 'Legal basis' },
    valueLabels: legalBasisLabels,
    email: 'footer',
    webhook: true,
    csv: true,
  },
  {
    name: 'privacyNoticeVersion',
    column: 'privacy_notice_version',
    type: 'text',
    nullable: true,
    filledBy: 'form',
    // Absent from a client that showed no notice (the API used directly): stored null.
    optional: true,
    label: { pt: 'Versão do aviso de privacidade', en: 'Privacy notice version' },
    email: 'footer',
    webhook: true,
    csv: true,
  },
] as const satisfies readonly LeadFieldDefinition[];

export type LeadField = (typeof leadFields)[number];

/** The value a field holds in a stored lead. */
export type LeadFieldValue<F extends LeadField> =
  | (F['type'] extends 'timestamp' ? Date : F['type'] extends 'language' ? Language : string)
  | (F['nullable'] extends true ? null : never);

type UngroupedField = Exclude<LeadField, { group: string }>;
type GroupedField = Extract<LeadField, { group: string }>;

/** A stored lead's values: one key per field, grouped fields as one object per group. */
export type LeadValues = { [F in UngroupedField as F['name']]: LeadFieldValue<F> } & {
  [G in GroupedField['group']]: {
    [F in Extract<GroupedField, { group: G }> as F['name']]: LeadFieldValue<F>;
  };
};

/** Filled by the server when it stores the lead: not part of what arrives with a request. */
export type ServerFilledName = Extract<LeadField, { filledBy: 'server' }>['name'];

/** What the visitor types: the contact form's fields (and the no-JS form's). */
export type VisitorFieldName = Extract<LeadField, { filledBy: 'visitor' }>['name'];

/** Fields a request may leave out (ungrouped): optional in a new lead, stored as null. */
export type OptionalFieldName = Extract<LeadField, { optional: true }>['name'];

/** The contact fields a correction request may change, in the form's order. */
export type CorrectableFieldName = Extract<LeadField, { correctable: true }>['name'];
export const correctableLeadFields = leadFields.filter(
  (field): field is Extract<LeadField, { correctable: true }> =>
    'correctable' in field && field.correctable,
);

/** The field's key in flat outputs (CSV header): its JSON path, e.g. `attribution.source`. */
export function leadFieldPath(field: LeadFieldDefinition): string {
  return field.group ? `${field.group}.${field.name}` : field.name;
}

/** A stored value as a person reads it in a language: its label when it is a code, else itself. */
export function leadValueLabel(field: LeadFieldDefinition, value: string, language: Language) {
  return field.valueLabels?.[value]?.[language] ?? value;
}
