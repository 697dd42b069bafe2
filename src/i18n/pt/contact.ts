/** Texts of the contact page and its form. */
export const contact = {
  heading: 'Ligamos para você',
  text: 'Deixe seus dados e um especialista entra em contato para entender a sua operação.',
};
