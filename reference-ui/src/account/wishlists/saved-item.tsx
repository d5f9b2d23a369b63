import type { ReactNode } from "react";
import { Link } from "react-router";
import { imageSrcset, imageUrlAtWidth } from "solekit/rules";

/**
 * What a wishlist card says about the product saved: its picture, brand and name (a link to the
 * product page when there is one), then `children` (a price), the saved size and whether that
 * size is out of stock. A member's list page and a guest's wishlist page show the same card.
 */
export function SavedItem({
  href,
  image,
  brand,
  title,
  sizeText,
  unavailable,
  children,
}: {
  href: string | null;
  image: string | null;
  brand: string | null;
  title: string;
  sizeText: string | null;
  /** 'This size is out of stock' when the saved size cannot be bought, else `null`. */
  unavailable: string | null;
  children?: ReactNode;
}) {
  const picture = (
    <>
      <span className="wishlist-item__image">
        {image ? (
          <img
            src={imageUrlAtWidth(image, 480)}
            srcSet={imageSrcset(image)}
            sizes="(min-width: 768px) 30vw, 50vw"
            alt=""
            loading="lazy"
          />
        ) : null}
      </span>
      {brand ? <span className="wishlist-item__brand">{brand}</span> : null}
      <span className="wishlist-item__title">{title}</span>
    </>
  );
  return (
    <>
      {href ? (
        <Link className="wishlist-item__link" to={href}>
          {picture}
        </Link>
      ) : (
        <span className="wishlist-item__link">{picture}</span>
      )}
      {children}
      {sizeText ? <p className="wishlist-item__size">{sizeText}</p> : null}
      {unavailable ? <p className="wishlist-item__unavailable">{unavailable}</p> : null}
    </>
  );
}

/**
 * The card body of a saved product the shop no longer has (all that was kept of it is its id):
 * the picture's frame with a quiet shoe outline in it, and `text` ('This product is no longer
 * available') where the name would be; no link, no price. Goes in the same `wishlist-item` card
 * as {@link SavedItem}, so the grid keeps its rhythm.
 */
export function GoneSavedItem({ text }: { text: string }) {
  return (
    <span className="wishlist-item__link">
      <span className="wishlist-item__image wishlist-item__image--gone">
        <svg aria-hidden="true" viewBox="0 0 64 40" width="64" height="40">
          <path
            d="M6 31c0-7 2-15 5-17l8 2c4 1 8-1 10-6l4 1c2 7 9 10 17 11 5 1 9 4 9 8v1z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
          <path d="M6 35h53" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </span>
      <span className="wishlist-item__gone">{text}</span>
    </span>
  );
}
