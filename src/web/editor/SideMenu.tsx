import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { useAppConfig } from "../../kit/app/appConfig";
import { LanguageSwitcher } from "../i18n/LanguageSwitcher";
import { useI18n } from "../i18n/useI18n";
import { ChatIcon, CloseIcon, EnvelopeIcon, GuestsIcon, HelpIcon, HistoryIcon, HomeIcon, ListIcon, PeopleIcon, UserIcon } from "../../kit/ui/icons";
import { useOwnerTexts } from "../../kit/editor/fields/useOwnerTexts";
import { PEOPLE_TEXTS } from "../people/texts";
import { Logo } from "../ui/Logo";

interface SideMenuProps {
  id: string;
  basePath: string;
  quickStart: boolean;
  /** On phones the menu is a drawer; on wide screens it is always shown and this is ignored. */
  open: boolean;
  onNavigate: () => void;
  onClose: () => void;
  onFeedback: () => void;
  onHelp: () => void;
}

/** The editor's menu (spec 1, section 2): invitations only for the wedding brand, feedback and account not in quick start. */
export function SideMenu({ id, basePath, quickStart, open, onNavigate, onClose, onFeedback, onHelp }: SideMenuProps) {
  const { t } = useI18n();
  const { brand } = useAppConfig();
  const people = useOwnerTexts(PEOPLE_TEXTS);
  const link = (to: string, icon: ReactNode, text: string, end = false) => (
    <li>
      <NavLink to={`${basePath}${to}`} end={end} className="side-menu__item" onClick={onNavigate}>
        {icon}
        {text}
      </NavLink>
    </li>
  );
  const action = (onClick: () => void, icon: ReactNode, text: string) => (
    <li>
      <button type="button" className="side-menu__item" onClick={onClick}>
        {icon}
        {text}
      </button>
    </li>
  );

  return (
    <nav id={id} className="side-menu" data-open={open} aria-label={t.editor.menuLabel} onKeyDown={(event) => event.key === "Escape" && onClose()}>
      <div className="side-menu__brand">
        <Logo brand={brand.brand} name={brand.name} />
        <button type="button" className="icon-button side-menu__close" aria-label={t.editor.closeMenu} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <ul className="side-menu__list">
        {link("/", <HomeIcon />, t.editor.home, true)}
        {!quickStart && link("/versioner/", <HistoryIcon />, t.editor.versions)}
        {link("/visa-osa/", <ListIcon />, t.editor.showRsvp)}
        {!quickStart && link("/gaster/", <GuestsIcon />, t.editor.guestList)}
        {brand.brand === "wedding" && link("/inbjudningar/", <EnvelopeIcon />, t.editor.invitations)}
        {!quickStart && link("/personer/", <PeopleIcon />, people.heading)}
        {!quickStart && action(onFeedback, <ChatIcon />, t.editor.feedback)}
        {action(onHelp, <HelpIcon />, t.editor.help)}
        {!quickStart && link("/konto/", <UserIcon />, t.editor.account)}
      </ul>
      <div className="side-menu__footer">
        <LanguageSwitcher />
      </div>
    </nav>
  );
}
