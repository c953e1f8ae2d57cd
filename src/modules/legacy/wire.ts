import { z } from "zod";

/**
 * A legacy module's properties travel as a list of key/value pairs and are a map in the
 * client (spec 2, section 3). Documents are accepted in either form and kept as a map; they
 * go out as the list again.
 */
const propertyPair = z.object({ key: z.string().min(1).max(100), value: z.unknown() });

export const wireProperties = z.union([
  z.array(propertyPair).max(200).superRefine((pairs, context) => {
    const seen = new Set<string>();
    pairs.forEach((pair, index) => {
      if (seen.has(pair.key)) context.addIssue({ code: "custom", message: `property ${pair.key} is given twice`, path: [index, "key"] });
      seen.add(pair.key);
    });
  }),
  z.record(z.string().max(100), z.unknown()),
]);

/** The properties as a map, whichever form they came in. */
export function propertiesMap(properties: z.infer<typeof wireProperties>): Record<string, unknown> {
  return Array.isArray(properties) ? Object.fromEntries(properties.map((pair) => [pair.key, pair.value])) : properties;
}

/** The properties as the wire's list of pairs. */
export function propertiesList(properties: Record<string, unknown>): { key: string; value: unknown }[] {
  return Object.entries(properties).map(([key, value]) => ({ key, value }));
}
