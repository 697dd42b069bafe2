/** Ids the about page's lazy part is found by before its code has loaded (AboutPage). */
export const aboutSolutionsTitleId = 'about-solutions-title';
