import { useParams } from "react-router";
import { useProductForm, useRecordProductView } from "solekit";
import { RecommendCarousel } from "../components/carousels";
import { Price } from "../components/price";
import { useDocumentTitle } from "../layout/document-title";
import { ProductBadges } from "../product/product-badges";
import { BackInStock, GiftCardPart, QuantityStepper, SizeSelector } from "../product/product-form";
import { ProductGallery } from "../product/product-gallery";
import { SizeGuide } from "../product/size-guide";
import { WishlistHeart } from "../product/wishlist-heart";
import "../product/product.css";
import { NotFoundPage } from "./not-found-page";

const LOAD_FAILED_TITLE = "We couldn't load this product";

export function ProductPage() {
  const { handle = "" } = useParams();
  const form = useProductForm({ handle });
  const { product } = form;
  // The search service knows a product by its numeric id (as well as its style-colour SKU, which
  // the storefront does not carry): the id goes into the viewed-products cookie, which every
  // search and recommendation then sends as `lastViewed`.
  const productId = product?.id.replace(/\D/g, "");
  useRecordProductView(productId);
  const failed = form.status === "error" && !form.isNotFound;
  useDocumentTitle(failed ? LOAD_FAILED_TITLE : product ? form.title : null);
  if (form.isNotFound) return <NotFoundPage />;
  if (form.status === "error") {
    // The failed state keeps the page's one heading too, and says what went wrong beneath it.
    return (
      <div className="product-page__error">
        <h1>{LOAD_FAILED_TITLE}</h1>
        <p role="alert">{form.errorMessage}</p>
        <button type="button" onClick={() => form.load(handle)}>
          Try again
        </button>
      </div>
    );
  }
  if (!product) {
    // The page's one heading is there from the start, so the loading state has one too. It has
    // the page's shape and is taller than the screen, so nothing below it jumps when it fills.
    return (
      <div className="product-page page-loading" aria-busy="true">
        <h1 className="visually-hidden">Loading product</h1>
        <span className="visually-hidden">Loading…</span>
        <div className="product-skeleton__image" />
        <div className="product-skeleton__info">
          <span className="product-skeleton__line product-skeleton__line--short" />
          <span className="product-skeleton__line" />
          <span className="product-skeleton__line product-skeleton__line--short" />
        </div>
      </div>
    );
  }
  return (
    <article className="product-page">
      <ProductGallery images={product.images} title={form.title} />
      <div className="product-page__info">
        <div className="product-page__title-row">
          <div>
            <p className="product-page__brand">{form.brand}</p>
            <h1>{form.title}</h1>
          </div>
          <WishlistHeart
            productId={productId ?? ""}
            variantId={form.selectedVariant?.id ?? product.variants[0]?.id.replace(/\D/g, "") ?? ""}
            name={form.title}
            image={product.featuredImage?.url ?? null}
            isGiftCard={form.isGiftCard}
          />
        </div>
        <Price className="product-page__price" price={form.priceText} was={form.compareAtPriceText} />
        <ProductBadges
          product={{
            id: productId ?? "",
            handle: product.handle,
            tags: product.tags,
            collections: product.collections.map((c) => c.handle),
          }}
          price={form.price}
          compareAtPrice={form.compareAtPrice}
          location="PDP"
          showPromoline
        />
        <SizeSelector form={form} />
        {form.hasUnits ? <SizeGuide variants={product.variants} /> : null}
        {form.isGiftCard ? <GiftCardPart form={form} /> : null}
        <QuantityStepper form={form} />
        <button {...form.getAddButtonProps({ className: "add-to-cart" })}>
          {form.isAdding ? "Adding…" : form.buttonLabel}
        </button>
        {form.addErrorMessage ? (
          <p className="form-error" role="alert">
            {form.addErrorMessage}
          </p>
        ) : null}
        <BackInStock form={form} />
        <p className="product-page__description">{product.description}</p>
      </div>
      {productId ? (
        <div className="product-page__more">
          <RecommendCarousel
            key={productId}
            title="Recently viewed"
            profile="recently-viewed"
            products={[productId]}
            hideWhenEmpty
          />
        </div>
      ) : null}
    </article>
  );
}
