import { describe, expect, it } from 'vitest';

import {
  type Box,
  CLUSTER_MAX_ZOOM,
  CLUSTER_RADIUS_PX,
  type Located,
  type Shown,
  ZoomClusters,
} from './zoom-clusters';

const WORLD: Box = [-180, -85, 180, 85];

interface Panel extends Located {
  id: number;
}

/** A fixed pseudo-random fleet over the continental United States. */
function fleet(count: number): Panel[] {
  let seed = 7;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  return Array.from({ length: count }, (_, id) => ({
    id,
    latitude: 30 + random() * 17,
    longitude: -122 + random() * 46,
  }));
}

/** Degrees of longitude that `pixels` span at `zoom` on Leaflet's 256-pixel tiles. */
const degreesFor = (pixels: number, zoom: number) => (pixels * 360) / (256 * 2 ** zoom);

const panelsIn = (shown: Array<Shown<Panel>>) =>
  shown.reduce((sum, thing) => sum + (thing.kind === 'cluster' ? thing.count : 1), 0);

const clustersOf = (shown: Array<Shown<Panel>>) =>
  shown.filter((thing) => thing.kind === 'cluster');

describe('ZoomClusters', () => {
  it('every panel is drawn exactly once at every zoom', () => {
    const panels = fleet(2_000);
    const clusters = new ZoomClusters(panels);
    for (let zoom = 0; zoom <= CLUSTER_MAX_ZOOM + 2; zoom++) {
      const shown = clusters.shown(WORLD, zoom);
      expect(panelsIn(shown), `zoom ${String(zoom)}`).toBe(panels.length);
      const ids = shown.flatMap((thing) =>
        thing.kind === 'cluster' ? thing.points().map((p) => p.id) : [thing.item.id],
      );
      expect(new Set(ids).size, `zoom ${String(zoom)}`).toBe(panels.length);
    }
  });

  it('markers within the cluster radius on screen join one cluster at its centre', () => {
    const zoom = 10;
    const apart = degreesFor(CLUSTER_RADIUS_PX * 0.9, zoom);
    const panels = [
      { id: 1, latitude: 0, longitude: 10 },
      { id: 2, latitude: 0, longitude: 10 + apart },
    ];
    const [only, ...rest] = new ZoomClusters(panels).shown(WORLD, zoom);
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ kind: 'cluster', count: 2, latitude: 0 });
    expect(only?.kind === 'cluster' && only.longitude).toBeCloseTo(10 + apart / 2, 9);
  });

  it('markers farther apart than the radius stay single pins', () => {
    const zoom = 10;
    const apart = degreesFor(CLUSTER_RADIUS_PX * 1.1, zoom);
    const panels = [
      { id: 1, latitude: 0, longitude: 10 },
      { id: 2, latitude: 0, longitude: 10 + apart },
    ];
    const shown = new ZoomClusters(panels).shown(WORLD, zoom);
    expect(shown).toEqual([
      { kind: 'point', item: panels[0] },
      { kind: 'point', item: panels[1] },
    ]);
  });

  it('a marker joins the first cluster that reaches it, not a later and nearer one', () => {
    // Supercluster's greedy rule: panel 1 gathers panel 2 within its radius, so panel 3, within
    // reach of panel 2 only, stands alone.
    const zoom = 12;
    const step = degreesFor(CLUSTER_RADIUS_PX * 0.8, zoom);
    const panels = [0, 1, 2].map((i) => ({ id: i + 1, latitude: 0, longitude: i * step }));
    const shown = new ZoomClusters(panels).shown(WORLD, zoom);
    expect(shown).toHaveLength(2);
    expect(shown[0]).toMatchObject({ kind: 'cluster', count: 2 });
    expect(shown[1]).toEqual({ kind: 'point', item: panels[2] });
  });

  it(`above zoom ${String(CLUSTER_MAX_ZOOM)} no panel is clustered`, () => {
    // Two panels a metre apart.
    const panels = [
      { id: 1, latitude: 34.05, longitude: -118.25 },
      { id: 2, latitude: 34.05, longitude: -118.25001 },
    ];
    const clusters = new ZoomClusters(panels);
    expect(clustersOf(clusters.shown(WORLD, CLUSTER_MAX_ZOOM))).toHaveLength(1);
    for (const zoom of [CLUSTER_MAX_ZOOM + 1, CLUSTER_MAX_ZOOM + 3]) {
      expect(clusters.shown(WORLD, zoom).map((thing) => thing.kind)).toEqual(['point', 'point']);
    }
  });

  it('a view shows what it covers: clusters and pins whose centre lies inside its box', () => {
    const panels = [
      { id: 1, latitude: 34.05, longitude: -118.25 }, // Los Angeles
      { id: 2, latitude: 34.06, longitude: -118.26 },
      { id: 3, latitude: 40.71, longitude: -74.0 }, // New York
    ];
    const clusters = new ZoomClusters(panels);
    const losAngeles: Box = [-119, 33.5, -117.5, 34.5];
    const shown = clusters.shown(losAngeles, 8);
    expect(shown).toHaveLength(1);
    const [cluster] = shown;
    expect(cluster).toMatchObject({ kind: 'cluster', count: 2 });
    if (cluster?.kind !== 'cluster') throw new Error('expected a cluster');
    expect(cluster.points().map((p) => p.id)).toEqual([1, 2]);
    expect(clusters.shown([-75, 40, -73, 41], 8)).toEqual([{ kind: 'point', item: panels[2] }]);
  });

  it('the same zoom gives the same clusters on every move, and fewer, larger ones farther out', () => {
    const clusters = new ZoomClusters(fleet(3_000));
    const drawn = (zoom: number) =>
      clusters
        .shown(WORLD, zoom)
        .map((thing) =>
          thing.kind === 'cluster'
            ? [thing.latitude, thing.longitude, thing.count]
            : [thing.item.latitude, thing.item.longitude, 1],
        );
    expect(drawn(6)).toEqual(drawn(6));
    const counts = [3, 6, 9].map((zoom) => clustersOf(clusters.shown(WORLD, zoom)).length);
    expect(counts[0]).toBeLessThan(counts[1]!);
    const largest = (zoom: number) =>
      Math.max(
        ...clustersOf(clusters.shown(WORLD, zoom)).map((c) => (c.kind === 'cluster' ? c.count : 0)),
      );
    expect(largest(3)).toBeGreaterThan(largest(9));
  });

  it('no panels: nothing to show', () => {
    expect(new ZoomClusters<Panel>([]).shown(WORLD, 4)).toEqual([]);
  });
});
