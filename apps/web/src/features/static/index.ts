// The static pages' public entry: the not-found page other pages show for a missing item.
export { default as NotFoundPage } from './NotFoundPage';
