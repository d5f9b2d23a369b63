import { useId } from "react";
import { Link } from "react-router";
import "./category-links.css";

/** The collections the store puts first: the home page's categories, and the empty search's. */
const CATEGORIES = [
  { to: "/collections/kids-school-shoes", label: "School shoes", tint: "#ede7f8" },
  { to: "/collections/kids-sneakers", label: "Sneakers", tint: "#e3f1ec" },
  { to: "/collections/kids-sandals", label: "Sandals", tint: "#fdf0dc" },
  { to: "/collections/kids-boots", label: "Boots", tint: "#e6eef9" },
  { to: "/collections/socks", label: "Socks", tint: "#fbe6ea" },
  { to: "/collections/sale", label: "Sale", tint: "#f4f4f6" },
];

/** A navigation of tinted tiles, one per popular collection, under its own heading. */
export function CategoryLinks({ title }: { title: string }) {
  const titleId = useId();
  return (
    <nav aria-labelledby={titleId} className="categories">
      <h2 id={titleId}>{title}</h2>
      <ul>
        {CATEGORIES.map((category) => (
          <li key={category.to}>
            <Link to={category.to} style={{ background: category.tint }}>
              {category.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
