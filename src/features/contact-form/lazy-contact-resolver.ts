/**
 * The form's checks without zod in the contact page's first load (decision 003): zod is the
 * largest part of the form's code, and evaluating it right after the page's hydration was the
 * page's longest task. Validation runs on submit, so the checks are fetched when the visitor
 * first focuses the form, and a submit waits for them if they are still on their way.
 */
import type { ContactRequest } from '@contract/schema';
import type { ContactValidationMessages } from '@contract/validation-messages';
import type { ContactResolver } from './contact-validation';

let validation: Promise<typeof import('./contact-validation')> | undefined;

/** Starts fetching the checks, once; a failed download is tried again at the next call. */
export function preloadContactValidation() {
  validation ??= import('./contact-validation').catch((error: unknown) => {
    validation = undefined;
    throw error;
  });
  return validation;
}

/** A resolver that fetches the real one when it is first asked to check the form. */
export function lazyContactResolver(messages: ContactValidationMessages): ContactResolver {
  let resolver: ContactResolver | undefined;
  return async (values, context, options) => {
    if (!resolver) {
      try {
        resolver = (await preloadContactValidation()).createContactResolver(messages);
      } catch (error) {
        // Offline, or a release replaced the chunk: the API checks the same schema and its
        // answer shows on the fields (server-field-errors.ts), so the visitor loses nothing.
        console.error(
          'The form’s checks could not be loaded; the server checks the request.',
          error,
        );
        // The form's values already hold the schema's only default (the subject).
        return { values: values as ContactRequest, errors: {} };
      }
    }
    return resolver(values, context, options);
  };
}
