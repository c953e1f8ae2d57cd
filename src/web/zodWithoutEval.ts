import { z } from "zod";

/**
 * Zod compiles object parsers with `new Function` unless told not to, and probes for it when
 * a schema is built; under our Content-Security-Policy (no 'unsafe-eval') that probe is
 * reported as a violation. Imported first by the owner's app entry, before any schema
 * exists; the guest bundle holds no zod (decision 008), so it needs no such setting.
 */
z.config({ jitless: true });
