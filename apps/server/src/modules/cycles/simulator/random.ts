/** A small, fast, seedable random source (mulberry32). */
export function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    between: (low: number, high: number) => low + (high - low) * next(),
    chance: (p: number) => next() < p,
    int: (low: number, high: number) => Math.floor(low + (high - low + 1) * next()),
    normal: () => {
      const u = Math.max(1e-12, next());
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
    },
  };
}
export type Random = ReturnType<typeof randomFrom>;
