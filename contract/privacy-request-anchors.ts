/**
 * Where a form sent without script lands: the privacy page's anchors, shown by CSS `:target`.
 * A file of its own: the page's first load needs these names, not the rest of the request's
 * contract (privacy-request.ts), which its form brings when it loads.
 */
export const privacyRequestAnchors = {
  form: 'pedido',
  sent: 'pedido-enviado',
} as const;
