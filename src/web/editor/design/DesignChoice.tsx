import { useId, type CSSProperties, type ReactNode } from "react";

interface DesignChoiceProps {
  label: string;
  /** A radio in a group of `name`, or (without a name) a button that applies the choice again. */
  name?: string;
  selected: boolean;
  onChoose: () => void;
  /** The choice's picture, if any; the whole tile is the control. */
  children?: ReactNode;
  /** The fonts tab writes each name in its own face. */
  labelStyle?: CSSProperties;
}

/** One tile of the design drawer's choices: a picture above the name, the whole tile clickable. */
export function DesignChoice({ label, name, selected, onChoose, children, labelStyle }: DesignChoiceProps) {
  const id = useId();
  return (
    <div className="design-choice" data-selected={selected}>
      {children && <div className="design-choice__picture">{children}</div>}
      {name ? (
        <div className="design-choice__name">
          <input type="radio" id={id} name={name} className="design-choice__radio" checked={selected} onChange={onChoose} />
          <label htmlFor={id} className="design-choice__label" style={labelStyle}>
            {label}
          </label>
        </div>
      ) : (
        <button type="button" className="design-choice__label design-choice__button" aria-pressed={selected} onClick={onChoose} style={labelStyle}>
          {label}
        </button>
      )}
    </div>
  );
}
