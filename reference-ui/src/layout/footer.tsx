import { Link } from "react-router";
import { FOOTER_COLUMNS } from "./navigation";
import "./footer.css";

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section className="site-footer__brand" aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="site-footer__logo">
            solekit
          </h2>
          <p>Family footwear fitted by experts since 1982. Free fittings in every store.</p>
          <Link to="/#book-a-fitting" className="site-footer__cta">
            Book an expert fitting
          </Link>
        </section>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title} className="site-footer__column">
            <h2>{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="site-footer__legal">
        © solekit reference store. Every behaviour comes from the solekit hooks, running on the sandbox.
      </p>
    </footer>
  );
}
