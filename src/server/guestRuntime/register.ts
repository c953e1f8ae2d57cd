import { register } from "node:module";

/**
 * Given to Node with `--import` after tsx's loader (npm start, the worker, servers the tests and
 * the bench spawn): the server renders the guest page with Preact, as the browser hydrates it.
 */
register("./resolve.ts", import.meta.url);
