/**
 * The CRMs this build's privacy texts name as operators: set at build time from the same
 * variables that turn them on in the server (contract/crm-operators.ts, decision 250).
 */
declare const __CRM_OPERATORS__: readonly string[];

export const crmOperators: readonly string[] = __CRM_OPERATORS__;
