/** The home page's catalogue of the modules, with the dialog each one opens. */
export { ModuleCatalogue } from './ModuleCatalogue';
