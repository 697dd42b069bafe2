/**
 * The form's checks: zod, the shared schema in the page's language and react-hook-form's
 * resolver. Its own chunk, fetched by lazy-contact-resolver.ts once the visitor reaches the form.
 */

import { type ContactInput, type ContactRequest, createContactSchema } from '@contract/schema';
import type { ContactValidationMessages } from '@contract/validation-messages';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';

export type ContactResolver = Resolver<ContactInput, unknown, ContactRequest>;

export function createContactResolver(messages: ContactValidationMessages): ContactResolver {
  return zodResolver(createContactSchema(messages));
}
