import { createContext, useContext } from "react";
import type { PrintCard } from "../../../domain/print/card";
import type { CardSite } from "../useCardSite";

/** What the card editor's parts read and change: the card's draft and the site it belongs to. */
export interface CardEditor {
  card: PrintCard;
  update: (change: (card: PrintCard) => PrintCard) => void;
  cardSite: CardSite;
}

export const CardEditorContext = createContext<CardEditor | null>(null);

export function useCardEditor(): CardEditor {
  const editor = useContext(CardEditorContext);
  if (!editor) throw new Error("useCardEditor needs a CardEditorContext provider");
  return editor;
}
