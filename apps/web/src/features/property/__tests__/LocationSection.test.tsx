import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LocationSection } from '../components/map/LocationSection';
import { installBrowserStubs } from './browser-stubs';
import { makeProperty } from '@/testing/property-fixtures';
import { renderPage } from './render';

// Leaflet sizes the map from the container; jsdom lays nothing out, so give elements a size.
const sizeProps = ['clientWidth', 'clientHeight'] as const;
const saved = sizeProps.map((prop) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, prop));

beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 640 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 384 });
});
afterAll(() => {
  sizeProps.forEach((prop, i) => {
    if (saved[i]) Object.defineProperty(HTMLElement.prototype, prop, saved[i]!);
  });
});

const property = makeProperty();

async function renderMap() {
  const view = renderPage(<LocationSection property={property} />);
  await waitFor(() => expect(view.container.querySelectorAll('img.leaflet-tile').length).toBeGreaterThan(0));
  return [...view.container.querySelectorAll<HTMLImageElement>('img.leaflet-tile')];
}

describe('Property map', () => {
  beforeEach(() => installBrowserStubs());

  it('loads OpenStreetMap tiles from the runtime config when scrolled into view', async () => {
    const tiles = await renderMap();
    expect(tiles[0].src).toMatch(/^https:\/\/tile\.openstreetmap\.org\/13\/\d+\/\d+\.png$/);
    expect(screen.getByRole('region', { name: 'Map of the area around Banyan Grove Farmhouse' })).toBeInTheDocument();
    expect(screen.getByText(/OpenStreetMap contributors/)).toBeInTheDocument();
  });

  it('shows the address, coordinates and an OpenStreetMap link when the tiles fail to load', async () => {
    const tiles = await renderMap();
    for (const tile of tiles) fireEvent.error(tile);

    const fallback = await screen.findByRole('status');
    expect(fallback).toHaveTextContent('The map could not be loaded.');
    expect(fallback).toHaveTextContent('Survey No. 112, Aziz Nagar Road, Moinabad, Telangana 500075');
    expect(fallback).toHaveTextContent('17.3231° N, 78.2661° E');
    expect(screen.getByRole('link', { name: /Open in OpenStreetMap/ })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=17.32310&mlon=78.26610#map=15/17.32310/78.26610',
    );
    expect(screen.queryByRole('region', { name: /Map of the area/ })).not.toBeInTheDocument();
  });

  it('keeps the map when the tiles load', async () => {
    const tiles = await renderMap();
    for (const tile of tiles) fireEvent.load(tile);
    await waitFor(() => expect(tiles[0]).toHaveClass('leaflet-tile-loaded'));
    expect(screen.queryByText('The map could not be loaded.')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Map of the area/ })).toBeInTheDocument();
  });
});
