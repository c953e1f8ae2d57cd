import type { Brand } from "../../domain/brands";

/** Where "register" leads: the wedding brand has its own start flow, the others use quick start. */
export function registrationPath(brand: Brand): string {
  return brand === "wedding" ? "/kom-igang" : "/snabbstart?registerAccount=true";
}
