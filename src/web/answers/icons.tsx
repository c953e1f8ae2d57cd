/** The overview's own line icons, drawn like those of ui/icons; decorative, the button names the action. */
const iconProps = { viewBox: "0 0 24 24", "aria-hidden": true, className: "icon" } as const;

export function DownloadIcon() {
  return (
    <svg {...iconProps}>
      <path d="M12 4v11M7.5 10.5L12 15l4.5-4.5M5 19h14" />
    </svg>
  );
}

/** Both arrows for a column not sorted by; one arrow, the way it runs, for the column sorted by. */
export function SortIcon({ direction }: { direction: "ascending" | "descending" | "none" }) {
  return (
    <svg {...iconProps} className="icon answers-table__sort-icon">
      {direction !== "descending" && <path d="M8 10l4-4 4 4" />}
      {direction !== "ascending" && <path d="M8 14l4 4 4-4" />}
    </svg>
  );
}
