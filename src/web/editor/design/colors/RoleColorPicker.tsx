import { lazy, Suspense } from "react";
import { roundColor, toPickerColor } from "../../../../domain/site/colorEditing";
import type { Hsla } from "../../../../domain/site/design";
import { reportError } from "../../../errors/reportError";
import { ErrorBoundary } from "../../../ui/ErrorBoundary";
import { useOwnerTexts } from "../../../../kit/editor/fields/useOwnerTexts";
import { COLOR_TEXTS } from "./colorTexts";

// The chooser is loaded on demand, the first time the owner opens the advanced colours.
const HslaColorPicker = lazy(() => import("react-colorful").then((module) => ({ default: module.HslaColorPicker })));

interface RoleColorPickerProps {
  /** The colour role's name: the picker's group label. */
  label: string;
  color: Hsla;
  /** Every move of the picker, rounded to 2 decimals. */
  onChange: (color: Hsla) => void;
}

/** The HSLA chooser for one colour role, with its values written out. */
export function RoleColorPicker({ label, color, onChange }: RoleColorPickerProps) {
  const texts = useOwnerTexts(COLOR_TEXTS);
  return (
    <div className="role-color-picker" role="group" aria-label={label}>
      {/* A failed load of the chooser is reported and a message shown in its place (spec 2, section 8). */}
      <ErrorBoundary
        fallback={
          <p className="notice notice--error" role="alert">
            {texts.loadFailed}
          </p>
        }
        onError={(error) => reportError(error, "The colour picker failed to load")}
      >
        <Suspense fallback={<p className="role-color-picker__loading">{texts.loading}</p>}>
          <HslaColorPicker color={toPickerColor(color)} onChange={(value) => onChange(roundColor(value))} />
        </Suspense>
      </ErrorBoundary>
      <p className="role-color-picker__value">
        <span>H {color.h}</span>
        <span>S {color.s} %</span>
        <span>L {color.l} %</span>
        <span>A {color.alpha}</span>
      </p>
    </div>
  );
}
