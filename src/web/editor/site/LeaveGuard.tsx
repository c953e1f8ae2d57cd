import { useEffect } from "react";
import { useBlocker } from "react-router";
import { ConfirmDialog } from "../../../kit/ui/ConfirmDialog";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { EDITOR_TEXTS } from "./texts";

/**
 * Unsaved changes are not lost by accident (spec 3, Editor screen): closing or reloading the
 * tab gets the browser's own warning, and leaving within the app asks first; leaving anyway
 * discards them (`onLeave`).
 */
export function LeaveGuard({ dirty, onLeave }: { dirty: boolean; onLeave?: () => void }) {
  const texts = useOwnerTexts(EDITOR_TEXTS);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  return (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      title={texts.leaveTitle}
      text={texts.leaveText}
      confirmLabel={texts.leave}
      cancelLabel={texts.stay}
      onConfirm={() => {
        onLeave?.();
        blocker.proceed?.();
      }}
      onCancel={() => blocker.reset?.()}
    />
  );
}
