import { defaultSubject } from '@contract/request-conventions';
import type { ContactInput } from '@contract/schema';
import { type ContactFieldName, contactFields } from './contact-fields';

/**
 * Spec §3: every field of the form empty (the optional company and CNPJ too), the subject the
 * site's fixed 'I want to hire' label. Built from the field list, so a field added there is
 * emptied after a send as well.
 */
export const emptyContact: ContactInput = {
  ...(Object.fromEntries(contactFields.map(({ name }) => [name, ''])) as Record<
    ContactFieldName,
    string
  >),
  subject: defaultSubject,
};
