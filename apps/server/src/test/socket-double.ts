import { EventEmitter } from "node:events";
import type { ServerMessage } from "@haulwise/domain";
import type { WebSocket } from "ws";

/**
 * A socket as the realtime hub sees one: what it was sent, and how much it has not written
 * yet. The hub's delivery rules depend only on these, so tests set them directly.
 */
export class SocketDouble extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  frames: Buffer[] = [];
  closedWith: number | null = null;
  terminated = false;
  send(frame: Buffer) {
    this.frames.push(frame);
  }
  ping() {}
  close(code: number) {
    this.closedWith = code;
    this.readyState = 3;
    this.emit("close", code);
  }
  terminate() {
    this.terminated = true;
    this.close(1006);
  }
  messages(): ServerMessage[] {
    return this.frames.map((frame) => JSON.parse(frame.toString()) as ServerMessage);
  }
  subscribe(topic: string) {
    this.emit("message", Buffer.from(JSON.stringify({ type: "subscribe", topic })), false);
  }
  unsubscribe(topic: string) {
    this.emit("message", Buffer.from(JSON.stringify({ type: "unsubscribe", topic })), false);
  }
  /** The socket as the hub's `accept` takes it. */
  get asWebSocket(): WebSocket {
    return this as unknown as WebSocket;
  }
}

/** Lets what is under way finish (authorising, reading a snapshot): no time passes. */
export async function settle() {
  for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
}
