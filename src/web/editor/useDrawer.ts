import { useEffect, useState } from "react";
import { flushSync } from "react-dom";

const WIDE_SCREEN = "(min-width: 64em)";

/**
 * The side menu as a drawer on phones: opening moves focus into it; closing lifts the inert
 * state of the page first (a synchronous render) and then puts focus where the user goes on.
 */
export function useDrawer(drawerId: string) {
  const [open, setOpen] = useState(false);
  const toggleId = `${drawerId}-toggle`;

  useEffect(() => {
    if (!open) return;
    document.getElementById(drawerId)?.querySelector<HTMLElement>("a, button")?.focus();
    // On a wide screen the menu is a fixed column, so an open drawer there means nothing.
    const wide = window.matchMedia(WIDE_SCREEN);
    const closeWhenWide = () => wide.matches && setOpen(false);
    wide.addEventListener("change", closeWhenWide);
    return () => wide.removeEventListener("change", closeWhenWide);
  }, [open, drawerId]);

  const close = (focusTarget: HTMLElement | null | undefined) => {
    if (!open) return;
    flushSync(() => setOpen(false));
    focusTarget?.focus();
  };

  return {
    open,
    /** The id for the button that opens the drawer. */
    toggleId,
    openDrawer: () => setOpen(true),
    /** Back to the menu button: Escape, the close button, the backdrop, or a dialog opened from the menu. */
    closeToToggle: () => close(document.getElementById(toggleId)),
    /** After following a link in the drawer, on to the page's main content. */
    closeToMain: () => close(document.getElementById("main")),
  };
}
