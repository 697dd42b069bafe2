import { defaultSubject } from '@contract/request-conventions';
import type { ContactInput } from '@contract/schema';

/** Spec §3: every field empty, the subject the site's fixed 'I want to hire' label. */
export const emptyContact: ContactInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  message: '',
  subject: defaultSubject,
};
