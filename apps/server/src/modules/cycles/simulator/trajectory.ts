import type { GeoPoint } from "@haulwise/domain";

/** A point in the simulator's flat world: metres east (x) and north (y) of its origin. */
export type XY = { x: number; y: number };

const METRES_PER_DEGREE = (Math.PI / 180) * 6_371_000;

/** Turns the flat world into latitudes and longitudes around an origin, and back. */
export function frameAt(origin: GeoPoint) {
  const cos = Math.cos((origin.latitude * Math.PI) / 180);
  return {
    origin,
    toGeo: ({ x, y }: XY): GeoPoint => ({
      latitude: origin.latitude + y / METRES_PER_DEGREE,
      longitude: origin.longitude + x / (METRES_PER_DEGREE * cos),
    }),
    toXY: (point: GeoPoint): XY => ({
      x: (point.longitude - origin.longitude) * METRES_PER_DEGREE * cos,
      y: (point.latitude - origin.latitude) * METRES_PER_DEGREE,
    }),
  };
}
export type Frame = ReturnType<typeof frameAt>;

/** Where the truck truly is, once a second. */
export type TrueSample = { t: number; x: number; y: number; speed: number };

/**
 * A truck's true path, written as a driver's day is lived: drive along these points at this
 * speed, stand here for so long. Samples once a second; `now` is where the script stands.
 */
export class Trajectory {
  readonly samples: TrueSample[] = [];
  private position: XY;

  constructor(
    start: XY,
    private clock: number,
  ) {
    this.position = { ...start };
    this.samples.push({ t: clock, x: start.x, y: start.y, speed: 0 });
  }

  get now() {
    return this.clock;
  }

  get at(): XY {
    return { ...this.position };
  }

  /** Drives through the points in turn at `speed` m/s. */
  drive(points: readonly XY[], speed: number) {
    // Carried over between segments, so corners do not cost a stop.
    let leftover = 0;
    for (const target of points) {
      const dx = target.x - this.position.x;
      const dy = target.y - this.position.y;
      const length = Math.hypot(dx, dy);
      if (length === 0) continue;
      let travelled = leftover;
      while (travelled + speed <= length) {
        travelled += speed;
        this.clock += 1000;
        this.samples.push({
          t: this.clock,
          x: this.position.x + (dx * travelled) / length,
          y: this.position.y + (dy * travelled) / length,
          speed,
        });
      }
      leftover = travelled - length;
      this.position = { ...target };
    }
    return this;
  }

  /** Stands still for `seconds`. */
  stay(seconds: number) {
    for (let second = 0; second < Math.round(seconds); second++) {
      this.clock += 1000;
      this.samples.push({ t: this.clock, x: this.position.x, y: this.position.y, speed: 0 });
    }
    return this;
  }
}
