import { Link } from "react-router";
import { useTouchNavigation } from "solekit";
import { MAIN_MENU } from "./navigation";
import "./main-nav.css";

export function MainNav() {
  const nav = useTouchNavigation({ id: "main-nav" });
  return (
    <nav {...nav.getNavProps({ "aria-label": "Main", className: "main-nav" })}>
      <ul className="main-nav__list">
        {MAIN_MENU.map((item) => {
          const hasSubmenu = item.children.length > 0;
          return (
            <li key={item.handle} className="main-nav__item">
              <Link
                to={item.to}
                {...nav.getLinkProps(item.handle, hasSubmenu, { className: "main-nav__link" })}
              >
                {item.label}
              </Link>
              {hasSubmenu && (
                <ul {...nav.getSubmenuProps(item.handle, { className: "main-nav__submenu" })}>
                  {item.children.map((child) => (
                    <li key={child.to}>
                      <Link to={child.to} onClick={nav.close}>
                        {child.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
