// Decodes one HEIC photo off the main thread (libheif in WebAssembly works synchronously for
// seconds on a 12 MP photo). Plain JavaScript, so Node runs it as it is, under tsx or not.
import { parentPort, workerData } from "node:worker_threads";
import decode from "heic-decode";

const { file, maxPixels } = workerData;
const images = await decode.all({ buffer: file }).catch(() => null);
if (!images) parentPort.postMessage({ refused: "type" });
else {
  try {
    const main = images[0];
    if (main.width * main.height > maxPixels) parentPort.postMessage({ refused: "pixels" });
    else {
      const { width, height, data } = await main.decode();
      parentPort.postMessage({ width, height, data }, [data.buffer]);
    }
  } catch {
    parentPort.postMessage({ refused: "type" });
  } finally {
    images.dispose();
  }
}
