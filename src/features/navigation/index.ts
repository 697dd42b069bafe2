/** Navigation within and between pages: section links, scrolling to a section or to the top. */
export { ScrollToGoTo } from './ScrollToGoTo';
export { ScrollToTop } from './ScrollToTop';
export { SectionLink } from './SectionLink';
export { scrollToSection } from './scroll-to-section';
