import { iconProps } from "../../ui/icons";

/** A chain link: the household's personal link and its QR code. */
export function LinkIcon() {
  return (
    <svg {...iconProps}>
      <path d="M10 14a4.5 4.5 0 006.4 0l3-3a4.5 4.5 0 00-6.4-6.4l-1 1M14 10a4.5 4.5 0 00-6.4 0l-3 3a4.5 4.5 0 006.4 6.4l1-1" />
    </svg>
  );
}
