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
