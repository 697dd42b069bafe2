/** A shared insights link's page (decision 261), in Portuguese (the source; en.ts follows it). */
export const pt = {
  title: 'Resultados do site',
  readOnly:
    'Link compartilhado, somente leitura: números agregados do site, nenhum dado de contato.',
};
