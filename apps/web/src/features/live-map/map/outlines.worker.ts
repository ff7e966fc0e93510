import { buffersOf, decodeOutlines } from "./basemap";

// Decodes the outline basemap off the page's main thread (see loadOutlines). The app's types
// describe a page, whose postMessage takes a target origin; a worker's takes the transfers.
const outlines = await decodeOutlines();
(self as unknown as Worker).postMessage(outlines, buffersOf(outlines));
