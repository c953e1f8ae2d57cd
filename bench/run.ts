import { benchStartup } from "./startup";

/** `npm run bench`: every benchmark, each printing its figures. */
const results = { startup: await benchStartup() };
for (const [name, figures] of Object.entries(results)) {
  console.log(`\n${name}`);
  for (const [label, value] of Object.entries(figures)) console.log(`  ${label.padEnd(36)} ${value}`);
}
