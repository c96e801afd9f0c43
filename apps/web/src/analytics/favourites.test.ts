import type { WidgetKind } from '@fieldbook/domain';
import { describe, expect, it } from 'vitest';
import { addFavourite, moveFavourite, parseFavourites, reconcileFavourites, removeFavourite, smallFirst } from './favourites.ts';

const KINDS: Record<string, WidgetKind> = {
  card: 'rate_card',
  rank: 'ranking_card',
  donut: 'doughnut',
  line: 'gradient_line',
  map: 'cluster_map',
  bars: 'grouped_bar',
};
const kindOf = (id: string) => KINDS[id];
const OFFERED: ReadonlySet<string> = new Set(Object.keys(KINDS));

describe('favourites reconciliation (analytics.md §4)', () => {
  it('keeps a non-empty local copy and saves it when it differs from the server', () => {
    expect(reconcileFavourites(['card', 'line'], ['bars'], OFFERED)).toEqual({
      favourites: ['card', 'line'],
      saveToServer: true,
      saveLocally: false,
    });
  });

  it('saves nothing when the two copies agree, order included', () => {
    expect(reconcileFavourites(['card', 'line'], ['card', 'line'], OFFERED)).toEqual({
      favourites: ['card', 'line'],
      saveToServer: false,
      saveLocally: false,
    });
    expect(reconcileFavourites(['line', 'card'], ['card', 'line'], OFFERED).saveToServer).toBe(true);
  });

  it("takes the server's copy when the local one is empty, and stores it locally", () => {
    expect(reconcileFavourites([], ['bars', 'card'], OFFERED)).toEqual({
      favourites: ['bars', 'card'],
      saveToServer: false,
      saveLocally: true,
    });
    expect(reconcileFavourites([], [], OFFERED)).toEqual({ favourites: [], saveToServer: false, saveLocally: false });
  });

  it('drops ids no longer offered from both copies, so one stale id cannot fail every save (issue 27)', () => {
    // The local copy differs only by a retired id: it is rewritten without it, and the server already agrees.
    expect(reconcileFavourites(['card', 'retired', 'line'], ['card', 'line'], OFFERED)).toEqual({
      favourites: ['card', 'line'],
      saveToServer: false,
      saveLocally: true,
    });
    expect(reconcileFavourites(['retired', 'bars'], ['card'], OFFERED)).toEqual({
      favourites: ['bars'],
      saveToServer: true,
      saveLocally: true,
    });
    expect(reconcileFavourites(['retired'], ['card', 'eis_alerts'], OFFERED)).toEqual({
      favourites: ['card'],
      saveToServer: false,
      saveLocally: true,
    });
  });

  it('reads only a list of distinct ids from storage', () => {
    expect(parseFavourites('["a","b","a",3]')).toEqual(['a', 'b']);
    expect(parseFavourites('{"a":1}')).toEqual([]);
    expect(parseFavourites('not json')).toEqual([]);
    expect(parseFavourites(null)).toEqual([]);
  });
});

describe('favourites order: small widgets first, then the others', () => {
  it('puts rate cards, rankings and doughnuts before larger widgets, each group in its order', () => {
    expect(smallFirst(['line', 'card', 'map', 'donut'], kindOf)).toEqual(['card', 'donut', 'line', 'map']);
  });

  it('adds at the end of its group and removes', () => {
    expect(addFavourite(['card', 'line'], 'rank', kindOf)).toEqual(['card', 'rank', 'line']);
    expect(addFavourite(['card', 'line'], 'card', kindOf)).toEqual(['card', 'line']);
    expect(removeFavourite(['card', 'line'], 'card')).toEqual(['line']);
  });

  it('moves by drag onto another widget of the same size group, or a step by keyboard', () => {
    const ids = ['card', 'rank', 'donut', 'line', 'map', 'bars'];
    expect(moveFavourite(ids, 'donut', { target: 'card' }, kindOf)).toEqual(['donut', 'card', 'rank', 'line', 'map', 'bars']);
    expect(moveFavourite(ids, 'line', { target: 'bars' }, kindOf)).toEqual(['card', 'rank', 'donut', 'map', 'bars', 'line']);
    expect(moveFavourite(ids, 'map', { step: -1 }, kindOf)).toEqual(['card', 'rank', 'donut', 'map', 'line', 'bars']);
    expect(moveFavourite(ids, 'rank', { step: 1 }, kindOf)).toEqual(['card', 'donut', 'rank', 'line', 'map', 'bars']);
  });

  it('never moves a widget across the size groups or past the ends', () => {
    const ids = ['card', 'rank', 'line', 'map'];
    expect(moveFavourite(ids, 'line', { target: 'card' }, kindOf)).toEqual(ids);
    expect(moveFavourite(ids, 'line', { step: -1 }, kindOf)).toEqual(ids);
    expect(moveFavourite(ids, 'rank', { step: 1 }, kindOf)).toEqual(ids);
    expect(moveFavourite(ids, 'card', { step: -1 }, kindOf)).toEqual(ids);
  });
});
