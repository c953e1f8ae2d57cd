import { Fragment, type ReactNode } from "react";
import type { SiteRole } from "../../domain/siteRoles";
import { NavLink } from "react-router";
import { useAppConfig } from "../../kit/app/appConfig";
import { LanguageSwitcher } from "../i18n/LanguageSwitcher";
import { useI18n } from "../i18n/useI18n";
import { ChatIcon, CloseIcon, EnvelopeIcon, GuestsIcon, HelpIcon, HistoryIcon, HomeIcon, ListIcon, MegaphoneIcon, PeopleIcon, PhotoIcon, TablesIcon, UserIcon } from "../../kit/ui/icons";
import { useOwnerTexts } from "../../kit/editor/fields/useOwnerTexts";
import { PEOPLE_TEXTS } from "../people/texts";
import { Logo } from "../ui/Logo";
import { menuItems, type MenuItem } from "./readerMenu";

interface SideMenuProps {
  id: string;
  basePath: string;
  quickStart: boolean;
  /** The caller's role on the site; `undefined` in quick start and until it is known. */
  role: SiteRole | undefined;
  /** Konto: a toastmaster or helper gets their own site's account page, not this site's. */
  accountPath: string;
  /** On phones the menu is a drawer; on wide screens it is always shown and this is ignored. */
  open: boolean;
  onNavigate: () => void;
  onClose: () => void;
  onFeedback: () => void;
  onHelp: () => void;
}

/** The editor's menu (spec 1, section 2), with the entries `menuItems` gives the role. */
export function SideMenu({ id, basePath, quickStart, role, accountPath, open, onNavigate, onClose, onFeedback, onHelp }: SideMenuProps) {
  const { t } = useI18n();
  const { brand } = useAppConfig();
  const people = useOwnerTexts(PEOPLE_TEXTS);
  const link = (to: string, icon: ReactNode, text: string, end = false) => (
    <li>
      <NavLink to={to} end={end} className="side-menu__item" onClick={onNavigate}>
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

  const entries: Record<MenuItem, ReactNode> = {
    home: link(`${basePath}/`, <HomeIcon />, t.editor.home, true),
    versions: link(`${basePath}/versioner/`, <HistoryIcon />, t.editor.versions),
    showRsvp: link(`${basePath}/visa-osa/`, <ListIcon />, t.editor.showRsvp),
    guestList: link(`${basePath}/gaster/`, <GuestsIcon />, t.editor.guestList),
    seating: link(`${basePath}/bordsplacering/`, <TablesIcon />, t.editor.seating),
    guestPhotos: link(`${basePath}/gastbilder/`, <PhotoIcon />, t.editor.guestPhotos),
    notices: link(`${basePath}/meddelanden/`, <MegaphoneIcon />, t.editor.notices),
    invitations: link(`${basePath}/inbjudningar/`, <EnvelopeIcon />, t.editor.invitations),
    people: link(`${basePath}/personer/`, <PeopleIcon />, people.heading),
    feedback: action(onFeedback, <ChatIcon />, t.editor.feedback),
    help: action(onHelp, <HelpIcon />, t.editor.help),
    account: link(accountPath, <UserIcon />, t.editor.account),
  };

  return (
    <nav id={id} className="side-menu" data-open={open} aria-label={t.editor.menuLabel} onKeyDown={(event) => event.key === "Escape" && onClose()}>
      <div className="side-menu__brand">
        <Logo brand={brand.brand} name={brand.name} />
        <button type="button" className="icon-button side-menu__close" aria-label={t.editor.closeMenu} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <ul className="side-menu__list">
        {menuItems({ quickStart, wedding: brand.brand === "wedding", role }).map((item) => (
          <Fragment key={item}>{entries[item]}</Fragment>
        ))}
      </ul>
      <div className="side-menu__footer">
        <LanguageSwitcher />
      </div>
    </nav>
  );
}
