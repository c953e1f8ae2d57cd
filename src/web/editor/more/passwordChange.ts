/**
 * What Save would store for the guest password (spec 3, section 5), or null when Save is not
 * offered: a new password while the box is on (trimmed, so blanks are no password), or the
 * removal when the box was turned off on a protected site.
 */
export function passwordChange(protect: boolean, password: string, hasPassword: boolean): { password: string } | null {
  if (!protect) return hasPassword ? { password: "" } : null;
  const trimmed = password.trim();
  return trimmed ? { password: trimmed } : null;
}
