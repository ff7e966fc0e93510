import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { haversineMetres } from "./geo.js";
import {
  fenceOf,
  isBeyondBox,
  isInsideFence,
  polygonAreaSquareMetres,
  polygonCrossesItself,
  signedDistanceMetres,
} from "./site-geometry.js";

const numRuns = Number(process.env.FAST_CHECK_RUNS ?? 300);
const METRES_PER_DEGREE = (Math.PI / 180) * 6_371_000;

const centre = fc.record({
  latitude: fc.double({ min: -60, max: 60, noNaN: true }),
  longitude: fc.double({ min: -179, max: 179, noNaN: true }),
});
/** A point up to ~10 km from `around`. */
const near = (around: { latitude: number; longitude: number }, dx: number, dy: number) => ({
  latitude: around.latitude + dy / METRES_PER_DEGREE,
  longitude:
    around.longitude + dx / (METRES_PER_DEGREE * Math.cos((around.latitude * Math.PI) / 180)),
});

describe("fences", () => {
  it("a circle's edge distance is the great-circle distance to its centre less its radius, to half a metre", () => {
    fc.assert(
      fc.property(
        centre,
        fc.double({ min: 10, max: 5000, noNaN: true }),
        fc.double({ min: -10_000, max: 10_000, noNaN: true }),
        fc.double({ min: -10_000, max: 10_000, noNaN: true }),
        (center, radiusMetres, dx, dy) => {
          const fence = fenceOf({ type: "circle", center, radiusMetres });
          const point = near(center, dx, dy);
          const expected = haversineMetres(center, point) - radiusMetres;
          expect(Math.abs(signedDistanceMetres(fence, point) - expected)).toBeLessThan(
            0.5 + Math.abs(expected) * 1e-3,
          );
        },
      ),
      { numRuns },
    );
  });

  it("a convex polygon holds exactly the points on the inner side of every edge, and the box test never rules one of them out", () => {
    fc.assert(
      fc.property(
        centre,
        fc.integer({ min: 3, max: 24 }),
        fc.double({ min: 30, max: 3000, noNaN: true }),
        fc.double({ min: -4000, max: 4000, noNaN: true }),
        fc.double({ min: -4000, max: 4000, noNaN: true }),
        (center, corners, radius, dx, dy) => {
          const ring = Array.from({ length: corners }, (_, i) => {
            const angle = (i / corners) * 2 * Math.PI;
            return { x: radius * Math.cos(angle), y: radius * Math.sin(angle) };
          });
          const fence = fenceOf({
            type: "polygon",
            points: ring.map((p) => near(center, p.x, p.y)),
          });
          const point = near(center, dx, dy);
          // Inside a convex ring counter-clockwise: left of every edge.
          const left = ring.every((a, i) => {
            const b = ring[(i + 1) % corners]!;
            return (b.x - a.x) * (dy - a.y) - (b.y - a.y) * (dx - a.x) >= 0;
          });
          const distance = signedDistanceMetres(fence, point);
          if (Math.abs(distance) > 0.01) expect(isInsideFence(fence, point)).toBe(left);
          if (!isBeyondBox(fence, point, 0)) return;
          expect(distance).toBeGreaterThan(0);
        },
      ),
      { numRuns },
    );
  });

  it("finds a figure of eight, and measures a square", () => {
    const square = [
      near({ latitude: 40, longitude: -100 }, 0, 0),
      near({ latitude: 40, longitude: -100 }, 100, 0),
      near({ latitude: 40, longitude: -100 }, 100, 100),
      near({ latitude: 40, longitude: -100 }, 0, 100),
    ];
    expect(polygonCrossesItself(square)).toBe(false);
    expect(polygonCrossesItself([square[0]!, square[2]!, square[1]!, square[3]!])).toBe(true);
    expect(polygonAreaSquareMetres(square)).toBeCloseTo(10_000, -1);
    const fence = fenceOf({ type: "polygon", points: square });
    expect(
      signedDistanceMetres(fence, near({ latitude: 40, longitude: -100 }, 50, 50)),
    ).toBeCloseTo(-50, 0);
    expect(
      signedDistanceMetres(fence, near({ latitude: 40, longitude: -100 }, 130, 50)),
    ).toBeCloseTo(30, 0);
  });
});
