import type { AreaView } from '@fieldbook/contract';
import type { Map as MapLibreMap, Marker } from 'maplibre-gl';
import type { MapLibre } from '../../location/load-maplibre.ts';
import { areaLabelPoints, nameForms } from './area-labels.ts';
import { type Box, placeLabels } from './label-placement.ts';

interface AreaName {
  marker: Marker;
  element: HTMLElement;
  /** The full name, then the acronym when it is shorter and different. */
  forms: string[];
  widths: number[];
  height: number;
}

/** The map's own controls (attribution...) as boxes in the map's pixels: names are kept off them. */
function controlBoxes(container: HTMLElement): Box[] {
  const origin = container.getBoundingClientRect();
  return [...container.querySelectorAll('.maplibregl-ctrl')]
    .map((control) => control.getBoundingClientRect())
    .filter((rect) => rect.width > 0 && rect.height > 0)
    .map((rect) => ({
      left: rect.left - origin.left,
      top: rect.top - origin.top,
      right: rect.right - origin.left,
      bottom: rect.bottom - origin.top,
    }));
}

/** Each form's width and the name's height as laid out (the page's fonts and sizes: a phone may differ). */
function measure(names: readonly AreaName[]): void {
  for (const name of names) {
    name.widths = name.forms.map((form) => {
      name.element.textContent = form;
      return name.element.offsetWidth;
    });
    name.height = name.element.offsetHeight;
  }
}

/**
 * Each area's name on the map, as HTML (the offline style has no fonts for map text, and the names stay text the page
 * can read): written at the area's pole of inaccessibility, and after every move, zoom or resize placed again so no
 * two names, nor a name and a control, are drawn over each other. The larger area keeps its full name; a lesser one
 * is shortened to its acronym or hidden, and the legend lists every name (map-legend.tsx). Returns the way to remove
 * them.
 */
export function drawAreaNames(maplibre: MapLibre, map: MapLibreMap, areas: readonly AreaView[]): () => void {
  const names: AreaName[] = areaLabelPoints(areas).map(({ name, acronym, at }) => {
    const element = document.createElement('span');
    element.className = 'map-area-name';
    // The legend names every area in full: the map's shortened and hidden names are not read twice.
    element.setAttribute('aria-hidden', 'true');
    const marker = new maplibre.Marker({ element }).setLngLat(at).addTo(map);
    return { marker, element, forms: nameForms({ name, acronym }), widths: [], height: 0 };
  });
  const place = () => {
    if (names.some((name) => name.widths.length === 0 || name.height === 0)) measure(names);
    const container = map.getContainer();
    const forms = placeLabels(
      names.map((name) => ({ ...map.project(name.marker.getLngLat()), height: name.height, widths: name.widths })),
      { width: container.clientWidth, height: container.clientHeight },
      controlBoxes(container),
    );
    forms.forEach((form, index) => {
      const name = names[index] as AreaName;
      name.element.textContent = name.forms[form ?? 0] ?? '';
      name.element.style.visibility = form === null ? 'hidden' : '';
    });
  };
  const remeasure = () => {
    for (const name of names) name.widths = [];
    place();
  };
  map.on('move', place);
  map.on('resize', remeasure);
  place();
  return () => {
    map.off('move', place);
    map.off('resize', remeasure);
    for (const name of names) name.marker.remove();
  };
}
