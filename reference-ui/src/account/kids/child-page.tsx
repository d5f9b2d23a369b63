import {
  type AccountNavigationApi,
  useChildForm,
  useChildren,
  useChildWardrobe,
  useChildWishlistItems,
} from "solekit";
import type { ChildConnection, WishlistItem } from "solekit/clients";
import { findChild } from "solekit/machines";
import { accountMessages, formatMessage, possessive, storedSizeInUk } from "solekit/rules";
import { usePageTitle } from "../area/page-title";
import { SectionSkeleton } from "../area/section-skeleton";
import { FAVOURITE_BRANDS, FAVOURITE_SPORTS } from "../favourite-options";
import { PRESET_AVATARS } from "./avatars";
import { ChildDetailsForm } from "./child-details-form";
import { FavouritesSection } from "./favourites-section";
import { EditableMeasurements } from "./measurements-list";

/** `child={connectionId}`: the child's page, its sections anchored by the spec's tags. */
export function ChildPage({ connectionId, nav }: { connectionId: string; nav: AccountNavigationApi }) {
  const children = useChildren();
  if (!children.data) {
    return children.status === "error" ? (
      <p className="account-card" role="alert">
        {children.errorMessage}
      </p>
    ) : (
      <SectionSkeleton blocks={4} />
    );
  }
  const child = findChild(children.data, connectionId);
  if (!child) {
    return (
      <div className="account-card kids__problem">
        <p>{accountMessages.childNotFound}</p>
        <a {...nav.getLinkProps({ section: "kids-profiles" })}>{accountMessages.sectionKidsProfiles}</a>
      </div>
    );
  }
  return <ChildSections key={child.connectionId} child={child} />;
}

function ChildSections({ child }: { child: ChildConnection }) {
  const form = useChildForm({ child, avatars: PRESET_AVATARS });
  const name = possessive(child.connector.first_name);
  usePageTitle(formatMessage(accountMessages.childPageTitle, { name }));
  return (
    <div className="kid-page">
      <nav className="kid-page__jump" aria-label={accountMessages.sectionKidsProfiles}>
        <a href="#MEASUREMENTS">{accountMessages.measurementsTitle}</a>
        <a href="#FAVOURITE_BRANDS">{accountMessages.favouriteBrandsTitle}</a>
        <a href="#FAVOURITE_SPORTS">{accountMessages.favouriteSportsTitle}</a>
        <a href="#WISHLIST">{formatMessage(accountMessages.kidWishlistTitle, { name })}</a>
      </nav>
      <ChildDetailsForm
        form={form}
        actions={
          form.isDirty ? (
            <button {...form.getCancelButtonProps({ className: "pill-button pill-button--secondary" })}>
              {accountMessages.childCancel}
            </button>
          ) : null
        }
      />
      <Wardrobe child={child} name={name} />
      <section className="kid-section" aria-labelledby="MEASUREMENTS">
        <h2 id="MEASUREMENTS" className="kid-section__title" tabIndex={-1}>
          {accountMessages.measurementsTitle}
        </h2>
        <EditableMeasurements child={child} />
      </section>
      <FavouritesSection child={child} handle="brands" tag="FAVOURITE_BRANDS" options={FAVOURITE_BRANDS} />
      <FavouritesSection child={child} handle="sports" tag="FAVOURITE_SPORTS" options={FAVOURITE_SPORTS} />
      <Wishlist child={child} name={name} />
    </div>
  );
}

function Wardrobe({ child, name }: { child: ChildConnection; name: string }) {
  const wardrobe = useChildWardrobe(child.connector.id);
  return (
    <section className="kid-section" aria-labelledby="SHOE_WARDROBE">
      <h2 id="SHOE_WARDROBE" className="kid-section__title" tabIndex={-1}>
        {accountMessages.shoeWardrobeTitle}
      </h2>
      <ItemGrid
        items={wardrobe.items}
        loading={wardrobe.status === "loading"}
        empty={formatMessage(accountMessages.shoeWardrobeEmpty, { name })}
      />
    </section>
  );
}

function Wishlist({ child, name }: { child: ChildConnection; name: string }) {
  const wishlist = useChildWishlistItems(child.connector.id);
  return (
    <section className="kid-section" aria-labelledby="WISHLIST">
      <h2 id="WISHLIST" className="kid-section__title" tabIndex={-1}>
        {formatMessage(accountMessages.kidWishlistTitle, { name })}
      </h2>
      <ItemGrid
        items={wishlist.items}
        loading={wishlist.status === "loading"}
        empty={accountMessages.childWishlistEmpty}
        wide
      />
    </section>
  );
}

function ItemGrid({
  items,
  loading,
  empty,
  wide = false,
}: {
  items: readonly WishlistItem[];
  loading: boolean;
  empty: string;
  wide?: boolean;
}) {
  if (loading) return <SectionSkeleton blocks={1} />;
  if (items.length === 0) return <p className="kid-section__empty">{empty}</p>;
  return (
    <ul className={`kid-items${wide ? " kid-items--four" : ""}`}>
      {items.map((item) => {
        const image = item.meta.img ?? item.product?.images[0]?.src ?? item.product_variant?.images[0]?.src;
        return (
          <li key={item.id} className="kid-items__item">
            {image ? (
              <img className="kid-items__image" src={image} alt="" />
            ) : (
              <span className="kid-items__blank" />
            )}
            <span className="kid-items__brand">{item.product?.brand}</span>
            <span className="kid-items__title">{item.product?.title ?? item.product_variant_sku}</span>
            {item.product_variant?.meta.shopify?.option1 ? (
              <span className="kid-items__size">
                {formatMessage(accountMessages.itemSize, {
                  size: storedSizeInUk(item.product_variant.meta.shopify.option1),
                })}
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
