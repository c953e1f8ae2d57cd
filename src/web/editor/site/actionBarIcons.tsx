import { iconProps } from "../../../kit/ui/icons";

/** The action bar's own icons: on a phone they stand for labels that do not fit. */
export function PaletteIcon() {
  return (
    <svg {...iconProps}>
      <path d="M12 3a9 9 0 100 18c1.1 0 1.7-.8 1.7-1.7 0-.5-.2-.9-.5-1.2-.3-.3-.5-.7-.5-1.2 0-.9.8-1.7 1.7-1.7H16a5 5 0 005-5c0-4-4-7.2-9-7.2z" />
      <circle cx="7.5" cy="11.5" r="1" />
      <circle cx="10.5" cy="7.5" r="1" />
      <circle cx="15.5" cy="8.5" r="1" />
    </svg>
  );
}

export function DotsIcon() {
  return (
    <svg {...iconProps}>
      <circle cx="5" cy="12" r="1.2" />
      <circle cx="12" cy="12" r="1.2" />
      <circle cx="19" cy="12" r="1.2" />
    </svg>
  );
}

export function MenuEditIcon() {
  return (
    <svg {...iconProps}>
      <path d="M4 7h10M4 12h7M4 17h5M13 19h3l6-6a1.4 1.4 0 00-3-3l-6 6v3z" />
    </svg>
  );
}

export function PhoneIcon() {
  return (
    <svg {...iconProps}>
      <rect x="7" y="3" width="10" height="18" rx="2" />
      <path d="M11 18h2" />
    </svg>
  );
}

export function DesktopIcon() {
  return (
    <svg {...iconProps}>
      <rect x="3" y="4" width="18" height="12" rx="1.5" />
      <path d="M9 20h6M12 16v4" />
    </svg>
  );
}

export function GlobeIcon() {
  return (
    <svg {...iconProps}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
    </svg>
  );
}

/** A page with lines of text: the language of the page's texts, not of the editor. */
export function PageTextIcon() {
  return (
    <svg {...iconProps}>
      <path d="M6 3h8l4 4v14H6z" />
      <path d="M14 3v4h4M9 11h6M9 14h6M9 17h4" />
    </svg>
  );
}
