import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";

/**
 * The router state quick start hands to /redigera/{id}/ once the account and site exist
 * (spec 3, routes: "a state flag can request a save confirmation").
 */
export const SAVED_FROM_QUICK_START = { savedFromQuickStart: true } as const;

const carriesFlag = (state: unknown) => typeof state === "object" && state !== null && (state as { savedFromQuickStart?: unknown }).savedFromQuickStart === true;

/**
 * Whether this editor was opened right after saving from quick start. The flag is taken off
 * the history entry at once, so a reload does not welcome the owner a second time.
 */
export function useSavedFromQuickStart(): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const [arrived] = useState(() => carriesFlag(location.state));
  useEffect(() => {
    if (carriesFlag(location.state)) navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location, navigate]);
  return arrived;
}
