export type TestBasemap = {
  size: number;
  tiles: number;
  bounds: { west: number; south: number; east: number; north: number };
};

export function writeTestBasemap(
  file: string,
  options?: {
    center?: { latitude: number; longitude: number };
    minZoom?: number;
    maxZoom?: number;
    attribution?: string;
  },
): TestBasemap;
