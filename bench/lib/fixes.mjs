// The positions the ingest benchmarks send, one shape for all of them, so a server and the
// ceilings and floors it is compared with store the same rows.

/** A driver's queue: `count` fixes a fifth of a second and a metre apart, from two days ago. */
export function queueOf(driverIndex) {
  let seq = 0;
  const start = Date.now() - 2 * 86_400_000;
  return (count) =>
    Array.from({ length: count }, () => {
      seq++;
      return {
        seq,
        recordedAt: new Date(start + seq * 200).toISOString(),
        latitude: 36 + driverIndex * 0.1 + seq * 9e-6,
        longitude: -119.8,
        accuracy: 8,
        speed: 5,
        heading: 0,
      };
    });
}

/** Upload bodies of one fresh fix each from `deviceId`, as a phone online sends them. */
export function singleFixBodies(deviceId) {
  let seq = 0;
  return () => {
    seq++;
    return JSON.stringify({
      deviceId,
      fixes: [
        {
          seq,
          recordedAt: new Date(Date.now() - 1_000).toISOString(),
          latitude: 37 + (seq % 1000) * 1e-6,
          longitude: -120,
          accuracy: 8,
        },
      ],
    });
  };
}
