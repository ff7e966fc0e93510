import type { BridgedFrame, BridgeMessage } from "./bridge.js";
import type { Channel } from "./channel.js";

/** Bytes of a bridge message that are not frames. */
const OVERHEAD = 64;

/**
 * A window's frames for other instances, packed into as few bridge messages as fit under
 * `maxBytes`. A frame too large on its own is halved by its channel (`split`) until it fits;
 * one that cannot be halved goes as a refresh of its topic instead.
 */
export function packFrames(
  frames: Array<BridgedFrame & { channel: Channel }>,
  maxBytes: number,
): BridgeMessage[] {
  const packed: BridgedFrame[][] = [[]];
  let size = OVERHEAD;
  const refresh: string[] = [];
  const queue = [...frames];
  while (queue.length > 0) {
    const frame = queue.shift()!;
    const bytes = Buffer.byteLength(JSON.stringify({ topic: frame.topic, data: frame.data })) + 1;
    if (bytes + OVERHEAD > maxBytes) {
      const halves = frame.channel.split?.(frame.data) ?? null;
      if (halves) queue.unshift(...halves.map((data) => ({ ...frame, data })));
      else refresh.push(frame.topic);
      continue;
    }
    if (size + bytes > maxBytes) {
      packed.push([]);
      size = OVERHEAD;
    }
    packed.at(-1)!.push({ topic: frame.topic, data: frame.data });
    size += bytes;
  }
  const messages: BridgeMessage[] = packed
    .filter((batch) => batch.length > 0)
    .map((batch) => ({ kind: "frames", frames: batch }));
  if (refresh.length > 0) messages.push({ kind: "refresh", topics: refresh });
  return messages;
}
