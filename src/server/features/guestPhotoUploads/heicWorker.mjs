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
      // A photo has no transparency: RGB only, a quarter less to hold and encode.
      const rgb = new Uint8Array(width * height * 3);
      for (let from = 0, to = 0; from < data.length; from += 4, to += 3) {
        rgb[to] = data[from];
        rgb[to + 1] = data[from + 1];
        rgb[to + 2] = data[from + 2];
      }
      parentPort.postMessage({ width, height, data: rgb }, [rgb.buffer]);
    }
  } catch {
    parentPort.postMessage({ refused: "type" });
  } finally {
    images.dispose();
  }
}
