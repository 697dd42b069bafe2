/**
 * The API answers 400 with the invalid fields and the schema's English messages
 * (`{"error":"validation","fields":{"email":"Invalid e-mail"}}`). The form shows each on its
 * field in the page's language: a known English message becomes its translation; any other
 * reason becomes a generic 'check this field'. Fields the form does not show are left to the toast.
 */
import {
  type ContactValidationMessages,
  englishValidationMessages,
} from '@contract/validation-messages';
import { type ContactFieldName, contactFields } from './contact-fields';

export interface FieldError {
  name: ContactFieldName;
  message: string;
}

const messageKeyByEnglishText = new Map(
  Object.entries(englishValidationMessages).map(([key, text]) => [
    text,
    key as keyof ContactValidationMessages,
  ]),
);

/** The API's field errors on the form's fields, in the form's order. */
export function translateServerFieldErrors(
  fields: Record<string, string>,
  messages: ContactValidationMessages,
  unknownReason: string,
): FieldError[] {
  return contactFields.flatMap(({ name }) => {
    const serverMessage = fields[name];
    if (serverMessage === undefined) return [];
    const key = messageKeyByEnglishText.get(serverMessage);
    return [{ name, message: key ? messages[key] : unknownReason }];
  });
}
