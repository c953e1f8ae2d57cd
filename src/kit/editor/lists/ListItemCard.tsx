import { useId, type ReactNode } from "react";
import type { SiteImage as Image } from "../../../domain/site/common";
import { SiteImage } from "../../guestPage/ui/SiteImage";
import { ArrowDownIcon, ArrowUpIcon, PencilIcon, TrashIcon } from "../../ui/icons";
import { useOwnerTexts } from "../fields/useOwnerTexts";
import { LIST_TEXTS } from "./texts";

export type ItemAction = "edit" | "up" | "down" | "remove";

interface ListItemCardProps {
  itemKey: string;
  title: string;
  image?: Image | null;
  open: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onToggle: () => void;
  onMove: (by: number) => void;
  onRemove: () => void;
  /** The item's fields, shown while it is open. */
  children?: ReactNode;
}

/**
 * One item of an editable list: its image and title, then edit, move up, move down and
 * remove; open, its fields below. Buttons carry data-action so the
 * list can put focus back on them after the item moved.
 */
export function ListItemCard(props: ListItemCardProps) {
  const { itemKey, title, image, open, children } = props;
  const texts = useOwnerTexts(LIST_TEXTS);
  const id = useId();
  const headingId = `${id}-title`;
  return (
    <li className={`list-card${open ? " list-card--open" : ""}`} data-item={itemKey}>
      <div className="list-card__head">
        {image ? <SiteImage className="list-card__thumb" image={image} sizes="3.5rem" /> : <span className="list-card__thumb list-card__thumb--empty" aria-hidden="true" />}
        <h4 id={headingId} className="list-card__title">
          {title}
        </h4>
        <div className="list-card__tools">
          {children && (
            <button type="button" className="button button--ghost list-card__edit" data-action="edit" aria-expanded={open} aria-controls={`${id}-fields`} aria-describedby={headingId} onClick={props.onToggle}>
              <PencilIcon />
              {open ? texts.closeItem : texts.edit}
            </button>
          )}
          <button type="button" className="icon-button" data-action="up" aria-label={texts.moveUp} aria-describedby={headingId} disabled={!props.canMoveUp} onClick={() => props.onMove(-1)}>
            <ArrowUpIcon />
          </button>
          <button type="button" className="icon-button" data-action="down" aria-label={texts.moveDown} aria-describedby={headingId} disabled={!props.canMoveDown} onClick={() => props.onMove(1)}>
            <ArrowDownIcon />
          </button>
          <button type="button" className="icon-button list-card__remove" data-action="remove" aria-label={texts.remove} aria-describedby={headingId} onClick={props.onRemove}>
            <TrashIcon />
          </button>
        </div>
      </div>
      {open && children && (
        <div id={`${id}-fields`} className="list-card__fields">
          {children}
        </div>
      )}
    </li>
  );
}
