// A stand-in for maplibre-gl in happy-dom, which has no WebGL: it records what the app asks of the map
// and lets a test tap the map or drag the pin.
import type { MapLibre } from './load-maplibre.ts';

type Handler = (event: unknown) => void;
interface LngLat {
  lng: number;
  lat: number;
}

class Emitter {
  private readonly handlers = new Map<string, Handler[]>();
  on(type: string, handler: Handler) {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler]);
    return this;
  }
  fire(type: string, event: object = {}) {
    for (const handler of this.handlers.get(type) ?? []) handler(event);
  }
}

export class FakeMap extends Emitter {
  static instances: FakeMap[] = [];
  readonly options: { center: [number, number]; zoom: number; style: unknown };
  readonly sources = new Map<string, { data: unknown }>();
  layers: string[] = [];
  center: LngLat;
  zoom: number;
  isRemoved = false;

  constructor(options: { center: [number, number]; zoom: number; style: unknown }) {
    super();
    this.options = options;
    this.center = { lng: options.center[0], lat: options.center[1] };
    this.zoom = options.zoom;
    FakeMap.instances.push(this);
  }
  static get last(): FakeMap {
    const map = FakeMap.instances.at(-1);
    if (!map) throw new Error('No map was created');
    return map;
  }
  /** A tap on the map at a point. */
  tap(latitude: number, longitude: number) {
    this.fire('click', { lngLat: { lat: latitude, lng: longitude } });
  }
  getSource(id: string) {
    const source = this.sources.get(id);
    return source && { setData: (data: unknown) => Object.assign(source, { data }) };
  }
  addSource(id: string, spec: { data: unknown }) {
    this.sources.set(id, { data: spec.data });
  }
  addLayer(layer: { id: string }) {
    this.layers.push(layer.id);
  }
  setStyle(style: unknown) {
    this.options.style = style;
    this.sources.clear();
    this.layers = [];
  }
  jumpTo({ center, zoom }: { center: [number, number]; zoom: number }) {
    this.center = { lng: center[0], lat: center[1] };
    this.zoom = zoom;
  }
  getZoom() {
    return this.zoom;
  }
  getCenter() {
    return this.center;
  }
  remove() {
    this.isRemoved = true;
  }
}

export class FakeMarker extends Emitter {
  static instances: FakeMarker[] = [];
  lngLat: LngLat | null = null;
  map: FakeMap | null = null;
  private readonly element = document.createElement('div');
  constructor() {
    super();
    FakeMarker.instances.push(this);
  }
  setLngLat([lng, lat]: [number, number]) {
    this.lngLat = { lng, lat };
    return this;
  }
  addTo(map: FakeMap) {
    this.map = map;
    return this;
  }
  remove() {
    this.map = null;
    return this;
  }
  getLngLat() {
    return this.lngLat;
  }
  getElement() {
    return this.element;
  }
  /** The officer drags the pin to a point. */
  drag(latitude: number, longitude: number) {
    this.lngLat = { lat: latitude, lng: longitude };
    this.fire('dragend');
  }
}

export function resetFakeMapLibre() {
  FakeMap.instances = [];
  FakeMarker.instances = [];
}

export const fakeMapLibre = { Map: FakeMap, Marker: FakeMarker, setWorkerUrl: () => {} } as unknown as MapLibre;
