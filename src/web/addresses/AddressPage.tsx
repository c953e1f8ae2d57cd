import type { ReactNode } from "react";
import { Link } from "react-router";
import { useI18n } from "../i18n/useI18n";
import { PageTitle } from "../ui/PageTitle";

interface AddressPageProps {
  title: string;
  lead?: ReactNode;
  /** Where the back link goes: the address choice, or the editor from the choice itself. */
  back: { to: string; label: string };
  /** Shown while the site loads or when it failed (the error dialog says why). */
  loading?: boolean;
  children?: ReactNode;
}

/** The frame of every address screen: back link, heading and lead, in the editor's calm page layout. */
export function AddressPage({ title, lead, back, loading, children }: AddressPageProps) {
  const { t } = useI18n();
  return (
    <div className="editor-page address-page">
      <PageTitle text={title} />
      <p className="address-page__back">
        <Link to={back.to}>← {back.label}</Link>
      </p>
      <h1>{title}</h1>
      {lead && <p className="lead address-page__lead">{lead}</p>}
      {loading ? <p className="muted">{t.common.loading}</p> : children}
    </div>
  );
}
