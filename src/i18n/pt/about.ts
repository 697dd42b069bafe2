/** Texts of the about page. */
export const about = {
  heading: 'Sobre nós',
};
