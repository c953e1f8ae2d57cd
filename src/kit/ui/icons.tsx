/** Small line icons; decorative, so hidden from assistive technology (the button or link names the action). */
export const iconProps = { viewBox: "0 0 24 24", "aria-hidden": true, className: "icon" } as const;

export function CloseIcon() {
  return (
    <svg {...iconProps}>
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

export function MenuIcon() {
  return (
    <svg {...iconProps}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </svg>
  );
}

export function HomeIcon() {
  return (
    <svg {...iconProps}>
      <path d="M4 11l8-7 8 7v9h-5v-6H9v6H4z" />
    </svg>
  );
}

export function ListIcon() {
  return (
    <svg {...iconProps}>
      <path d="M9 7h11M9 12h11M9 17h11M4.5 7h.01M4.5 12h.01M4.5 17h.01" />
    </svg>
  );
}

export function GuestsIcon() {
  return (
    <svg {...iconProps}>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6M16 4.8a3.5 3.5 0 010 6.4M18 14.4c2.1.8 3.5 2.9 3.5 5.6" />
    </svg>
  );
}

/** Two people side by side: the people on a site. */
export function PeopleIcon() {
  return (
    <svg {...iconProps}>
      <circle cx="8" cy="9" r="3" />
      <circle cx="16" cy="9" r="3" />
      <path d="M2.5 19.5c.6-3 2.8-4.8 5.5-4.8s4.9 1.8 5.5 4.8M10.5 19.5c.6-3 2.8-4.8 5.5-4.8s4.9 1.8 5.5 4.8" />
    </svg>
  );
}

/** A megaphone: the couple's notices to the guests. */
export function MegaphoneIcon() {
  return (
    <svg {...iconProps}>
      <path d="M3.5 10v4h3l9 5V5l-9 5h-3z" />
      <path d="M7.5 14l1.5 5.5h2.5L10 14.5M18.5 9.5a3 3 0 010 5" />
    </svg>
  );
}

export function EnvelopeIcon() {
  return (
    <svg {...iconProps}>
      <rect x="3" y="5.5" width="18" height="13" rx="2" />
      <path d="M3.5 7l8.5 6 8.5-6" />
    </svg>
  );
}

export function ChatIcon() {
  return (
    <svg {...iconProps}>
      <path d="M5 5h14a1 1 0 011 1v9a1 1 0 01-1 1h-8l-4 3.5V16H5a1 1 0 01-1-1V6a1 1 0 011-1z" />
    </svg>
  );
}

export function HelpIcon() {
  return (
    <svg {...iconProps}>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9.5a2.5 2.5 0 114 2c-.9.6-1.5 1.1-1.5 2.2M12 17h.01" />
    </svg>
  );
}

export function UserIcon() {
  return (
    <svg {...iconProps}>
      <circle cx="12" cy="8.5" r="3.5" />
      <path d="M5 20c.8-3.6 3.6-5.5 7-5.5s6.2 1.9 7 5.5" />
    </svg>
  );
}

export function HistoryIcon() {
  return (
    <svg {...iconProps}>
      <path d="M4 12a8 8 0 102.3-5.6M4 4.5v4h4" />
      <path d="M12 8v4.5l3 2" />
    </svg>
  );
}

export function ArrowUpIcon() {
  return (
    <svg {...iconProps}>
      <path d="M12 19V5M6 11l6-6 6 6" />
    </svg>
  );
}

export function ArrowDownIcon() {
  return (
    <svg {...iconProps}>
      <path d="M12 5v14M6 13l6 6 6-6" />
    </svg>
  );
}

/** Six dots: the grip a module is dragged by. */
export function GripIcon() {
  return (
    <svg {...iconProps}>
      {[6, 12, 18].map((y) => [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r={1} fill="currentColor" />))}
    </svg>
  );
}

export function TrashIcon() {
  return (
    <svg {...iconProps}>
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a1 1 0 001 1h8a1 1 0 001-1l1-12M9 7V4.5a.5.5 0 01.5-.5h5a.5.5 0 01.5.5V7" />
    </svg>
  );
}

export function PlusIcon() {
  return (
    <svg {...iconProps}>
      <path d="M12 5v14M5 12h14" />
    </svg>
  );
}

export function PencilIcon() {
  return (
    <svg {...iconProps}>
      <path d="M4 20h4L19 9a2.1 2.1 0 00-4-4L4 16v4zM13.5 6.5l4 4" />
    </svg>
  );
}

/** A chain link: a household's personal link and its QR code. */
export function LinkIcon() {
  return (
    <svg {...iconProps}>
      <path d="M10 14a4.5 4.5 0 006.4 0l3-3a4.5 4.5 0 00-6.4-6.4l-1 1M14 10a4.5 4.5 0 00-6.4 0l-3 3a4.5 4.5 0 006.4 6.4l1-1" />
    </svg>
  );
}

export function EyeIcon() {
  return (
    <svg {...iconProps}>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

export function EyeOffIcon() {
  return (
    <svg {...iconProps}>
      <path d="M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.2 4M6.6 6.6A17 17 0 0 0 2 12s3.6 7 10 7a9.6 9.6 0 0 0 4.4-1.1M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    </svg>
  );
}

/** A round table with four seats: the seating plan. */
export function TablesIcon() {
  return (
    <svg {...iconProps}>
      <circle cx="12" cy="12" r="4.5" />
      <circle cx="12" cy="3.5" r="1.5" />
      <circle cx="12" cy="20.5" r="1.5" />
      <circle cx="3.5" cy="12" r="1.5" />
      <circle cx="20.5" cy="12" r="1.5" />
    </svg>
  );
}

/** A photo with a mountain and the sun: the guests' photos. */
export function PhotoIcon() {
  return (
    <svg {...iconProps}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="9" cy="10" r="1.5" />
      <path d="M3 17l5-5 4 4 3-3 6 6" />
    </svg>
  );
}
