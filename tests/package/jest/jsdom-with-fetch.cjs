// Jest's jsdom environment with Node's fetch and streams on the test window (what the
// jest-fixed-jsdom package does): jsdom has no fetch, so neither the hooks' requests nor msw/node
// would work there. AbortController, EventTarget and MessageChannel stay jsdom's: Node's would
// cross realms (jsdom refuses a foreign AbortSignal) or keep Jest from exiting (React's scheduler
// holds a MessagePort open).
const { TestEnvironment } = require("jest-environment-jsdom");

const FROM_NODE = [
  "fetch",
  "Request",
  "Response",
  "Headers",
  "FormData",
  "Blob",
  "File",
  "ReadableStream",
  "WritableStream",
  "TransformStream",
  "TextEncoder",
  "TextDecoder",
  "TextEncoderStream",
  "TextDecoderStream",
  "BroadcastChannel",
  "structuredClone",
  "URL",
  "URLSearchParams",
];

module.exports = class JsdomWithFetch extends TestEnvironment {
  constructor(...args) {
    super(...args);
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
  }
};
