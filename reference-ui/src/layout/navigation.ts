/** The store's top menu: each item may have a submenu (touch: first tap opens it). */
export interface MenuLink {
  to: string;
  label: string;
}

export interface MenuItem extends MenuLink {
  handle: string;
  children: readonly MenuLink[];
}

export const MAIN_MENU: readonly MenuItem[] = [
  {
    handle: "kids",
    to: "/collections/shop-all",
    label: "Kids",
    children: [
      { to: "/collections/kids-school-shoes", label: "School shoes" },
      { to: "/collections/kids-sneakers", label: "Sneakers" },
      { to: "/collections/kids-sandals", label: "Sandals" },
      { to: "/collections/kids-boots", label: "Boots" },
      { to: "/collections/kids-slippers", label: "Slippers" },
    ],
  },
  {
    handle: "adults",
    to: "/collections/shop-all",
    label: "Adults",
    children: [
      { to: "/collections/adults-sneakers", label: "Sneakers" },
      { to: "/collections/adults-sandals", label: "Sandals" },
      { to: "/collections/adults-boots", label: "Boots" },
      { to: "/collections/adults-slippers", label: "Slippers" },
    ],
  },
  {
    handle: "socks",
    to: "/collections/socks",
    label: "Socks & more",
    children: [
      { to: "/collections/socks", label: "Socks" },
      { to: "/collections/apparel", label: "Apparel" },
      { to: "/collections/gift-cards", label: "Gift cards" },
    ],
  },
  { handle: "new", to: "/collections/new-arrivals", label: "New arrivals", children: [] },
  { handle: "sale", to: "/collections/sale", label: "Sale", children: [] },
  {
    handle: "fittings",
    to: "/pages/book-a-fitting",
    label: "Fittings",
    children: [
      { to: "/pages/size-guide", label: "Size guide" },
      { to: "/pages/faqs", label: "FAQs" },
      { to: "/pages/help", label: "Help" },
    ],
  },
];

export const ANNOUNCEMENTS: readonly MenuLink[] = [
  { to: "#delivery", label: "Free delivery on orders over $100" },
  { to: "/#book-a-fitting", label: "Book a free expert fitting in store" },
  { to: "/pages/returns", label: "30-day returns and free exchanges" },
];

export const FOOTER_COLUMNS: readonly { title: string; links: readonly MenuLink[] }[] = [
  {
    title: "Shop",
    links: [
      { to: "/collections/new-arrivals", label: "New arrivals" },
      { to: "/collections/kids-school-shoes", label: "School shoes" },
      { to: "/collections/sale", label: "Sale" },
      { to: "/pages/gift-cards", label: "Gift cards" },
    ],
  },
  {
    title: "Fitting",
    links: [
      { to: "/pages/book-a-fitting", label: "Book a fitting" },
      { to: "/pages/size-guide", label: "Size guide" },
      { to: "/pages/faqs", label: "FAQs" },
    ],
  },
  {
    title: "Help",
    links: [
      { to: "/pages/help", label: "Need help?" },
      { to: "/pages/shipping", label: "Shipping & delivery" },
      { to: "/pages/returns", label: "Returns & exchanges" },
      { to: "/pages/contact", label: "Contact us" },
    ],
  },
  {
    title: "About",
    links: [
      { to: "/pages/about", label: "Our story" },
      { to: "/pages/fit-club", label: "Rewards programme" },
      { to: "/pages/privacy-policy", label: "Privacy policy" },
      { to: "/pages/terms-and-conditions", label: "Terms & conditions" },
    ],
  },
];
