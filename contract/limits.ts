/**
 * Lengths of the contact request's fields (spec §5 minimums; the maximums are ours and keep a
 * lead within the API's body limit). Plain data without zod, so the form's inputs can use them
 * as `maxLength` without pulling the schema library into code that does not validate.
 */
export const contactLimits = {
  nameMin: 2,
  nameMax: 100,
  emailMax: 254,
  phoneMin: 11,
  /** Digits a phone needs besides its length: a Brazilian number with its area code has 10 or 11. */
  phoneDigitsMin: 10,
  phoneMax: 30,
  messageMin: 1,
  messageMax: 5000,
  subjectMax: 200,
  pageMax: 200,
  /** The company's name (optional). */
  companyMax: 150,
  /** A CNPJ with its mask, `00.000.000/0000-00`. */
  cnpjMax: 18,
} as const;
