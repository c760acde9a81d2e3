/**
 * Screen pixels within which markers join one cluster (what supercluster's radius of 60 in its
 * 512-unit tiles came to on Leaflet's 256-pixel tiles), and the last zoom that clusters.
 */
export const CLUSTER_RADIUS_PX = 30;
export const CLUSTER_MAX_ZOOM = 16;
/** Leaflet's tile size: the whole world is this many pixels wide at zoom 0. */
const WORLD_PX_AT_ZOOM_0 = 256;

export interface Located {
  latitude: number;
  longitude: number;
}

/** West, south, east, north, in degrees. */
export type Box = [west: number, south: number, east: number, north: number];

/** What a view shows of the points: clusters with their count, and points standing alone. */
export type Shown<T> =
  | {
      kind: 'cluster';
      latitude: number;
      longitude: number;
      count: number;
      /** The points it holds. */
      points: () => T[];
    }
  | { kind: 'point'; item: T };

/** A cluster of one zoom: its centre (Web Mercator, 0 to 1) and the indexes of its points. */
interface Cluster {
  x: number;
  y: number;
  members: number[];
}

const x = (longitude: number) => longitude / 360 + 0.5;
const y = (latitude: number) => {
  const sin = Math.sin((latitude * Math.PI) / 180);
  const projected = 0.5 - (0.25 * Math.log((1 + sin) / (1 - sin))) / Math.PI;
  return Math.min(1, Math.max(0, projected));
};
const longitudeOf = (x: number) => (x - 0.5) * 360;
const latitudeOf = (y: number) =>
  (360 / Math.PI) * Math.atan(Math.exp((180 - y * 360) * (Math.PI / 180))) - 90;

/**
 * Many points in clusters, worked out for a zoom the first time a view at that zoom is drawn
 * (decision 036). Each zoom is clustered from the points themselves by the greedy rule
 * supercluster applies at each of its zooms: taking the points in order, each point not yet in
 * a cluster gathers every other such point within `CLUSTER_RADIUS_PX`, and the cluster sits at
 * their centre. Supercluster worked out all seventeen zooms up front, for 10,000 panels 100 to
 * 160 ms on a freshly loaded page of the project machine, before the map could draw anything;
 * one zoom, found through a grid of radius-sized cells, takes 15 to 25 ms there. A point's
 * neighbours within the radius lie in its own cell or the eight around it.
 */
export class ZoomClusters<T extends Located> {
  private readonly xs: Float64Array;
  private readonly ys: Float64Array;
  private readonly byZoom = new Map<number, Cluster[]>();

  constructor(private readonly points: readonly T[]) {
    this.xs = Float64Array.from(points, (p) => x(p.longitude));
    this.ys = Float64Array.from(points, (p) => y(p.latitude));
  }

  /** What a view of `box` at `zoom` shows. Above `CLUSTER_MAX_ZOOM` every point stands alone. */
  shown(box: Box, zoom: number): Array<Shown<T>> {
    const [west, south, east, north] = box;
    const [left, right, top, bottom] = [x(west), x(east), y(north), y(south)];
    const shown: Array<Shown<T>> = [];
    for (const { x, y, members } of this.clustersAt(zoom)) {
      if (x < left || x > right || y < top || y > bottom) continue;
      shown.push(
        members.length === 1
          ? { kind: 'point', item: this.points[members[0]!]! }
          : {
              kind: 'cluster',
              latitude: latitudeOf(y),
              longitude: longitudeOf(x),
              count: members.length,
              points: () => members.map((i) => this.points[i]!),
            },
      );
    }
    return shown;
  }

  private clustersAt(zoom: number): Cluster[] {
    // Every zoom above the last that clusters shows the points alone: one list serves them all.
    const level = Math.max(0, Math.min(Math.floor(zoom), CLUSTER_MAX_ZOOM + 1));
    let clusters = this.byZoom.get(level);
    if (!clusters) {
      clusters = level > CLUSTER_MAX_ZOOM ? this.alone() : this.gathered(level);
      this.byZoom.set(level, clusters);
    }
    return clusters;
  }

  private alone(): Cluster[] {
    return Array.from(this.points, (_, i) => ({ x: this.xs[i]!, y: this.ys[i]!, members: [i] }));
  }

  private gathered(zoom: number): Cluster[] {
    const { xs, ys } = this;
    const radius = CLUSTER_RADIUS_PX / (WORLD_PX_AT_ZOOM_0 * 2 ** zoom);
    const perRow = Math.ceil(1 / radius) + 2;
    const cellOf = (column: number, row: number) => column * perRow + row;
    const cells = new Map<number, number[]>();
    for (let i = 0; i < xs.length; i++) {
      const key = cellOf(Math.floor(xs[i]! / radius), Math.floor(ys[i]! / radius));
      const cell = cells.get(key);
      if (cell) cell.push(i);
      else cells.set(key, [i]);
    }

    const taken = new Uint8Array(xs.length);
    const clusters: Cluster[] = [];
    for (let i = 0; i < xs.length; i++) {
      if (taken[i]) continue;
      taken[i] = 1;
      const members = [i];
      let sumX = xs[i]!;
      let sumY = ys[i]!;
      const column = Math.floor(xs[i]! / radius);
      const row = Math.floor(ys[i]! / radius);
      for (let c = column - 1; c <= column + 1; c++) {
        for (let r = row - 1; r <= row + 1; r++) {
          for (const j of cells.get(cellOf(c, r)) ?? []) {
            if (taken[j]) continue;
            const dx = xs[j]! - xs[i]!;
            const dy = ys[j]! - ys[i]!;
            if (dx * dx + dy * dy > radius * radius) continue;
            taken[j] = 1;
            members.push(j);
            sumX += xs[j]!;
            sumY += ys[j]!;
          }
        }
      }
      clusters.push({ x: sumX / members.length, y: sumY / members.length, members });
    }
    return clusters;
  }
}
