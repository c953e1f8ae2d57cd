/**
 * The guest build's names, shared by its Vite config (which must not load the module
 * definitions: it is bundled on its own), the server and the tests.
 */

/** The guest entry has a build of its own, on Preact (vite.guest.config.ts), with this manifest in the build folder. */
export const GUEST_MANIFEST = ".vite/guest-manifest.json";
/** Where the development shell serves the guest entry's own Vite server. */
export const GUEST_DEV_BASE = "/guest-dev/";
/** The folder of a module's view file ("giftRegistry" for …/modules/giftRegistry/view.tsx, "rsvp3" for …/modules/legacy/rsvp3/view.tsx), or null for other files. */
export const moduleFolder = (file: string | null | undefined) => (file && /modules\/(?:legacy\/)?(\w+)\/view\.tsx$/.exec(file)?.[1]) || null;
