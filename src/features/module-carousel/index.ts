/** The about page's carousel of the modules, the public entry of this feature. */
export { ModuleCarousel } from './ModuleCarousel';
