// The catalogue feature's public entry: the reference lists other features pick from (localities
// with their counts, amenities and property types), with the same query keys so they are fetched once.
export { useLocationStatistics } from './api/get-location-statistics';
export { useCatalogueFilters } from './api/get-catalogue-filters';
