import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { type PwpPopupApi, type SearchResult, useCart, usePwpPopup } from "solekit";
import type { PwpRule } from "solekit/rules";
import { formatMoney, imageUrlAtWidth } from "solekit/rules";
import { useDevSandbox } from "../dev-panel/sandbox-context";
import "./pwp.css";

function UpsellProduct({ popup, product }: { popup: PwpPopupApi; product: SearchResult }) {
  const sizeId = useId();
  const available = product.variants.filter((variant) => variant.available);
  const [variantId, setVariantId] = useState(available[0]?.id);
  const variant = available.find((v) => v.id === variantId);
  const lines = variant
    ? [
        {
          id: Number(variant.id),
          quantity: 1,
          preview: { title: product.name, price: variant.price, image: product.imageUrl ?? null },
        },
      ]
    : [];
  return (
    <li className="pwp-product">
      {product.imageUrl ? (
        <img src={imageUrlAtWidth(product.imageUrl, 320)} alt="" width={120} height={120} loading="lazy" />
      ) : null}
      <span className="pwp-product__name">{product.name}</span>
      <span className="pwp-product__price">{formatMoney(variant?.price ?? product.price)}</span>
      {available.length > 1 ? (
        <>
          <label htmlFor={sizeId} className="visually-hidden">
            Size of {product.name}
          </label>
          <select id={sizeId} value={variantId} onChange={(event) => setVariantId(event.target.value)}>
            {available.map((v) => (
              <option key={v.id} value={v.id}>
                {[v.option1, v.option2].filter(Boolean).join(" / ")}
              </option>
            ))}
          </select>
        </>
      ) : null}
      <button
        {...popup.getAddButtonProps(product, lines, { className: "pwp-product__add", disabled: !variant })}
      >
        {popup.addState(product) === "added" ? <span aria-hidden="true">✓ </span> : null}
        {popup.addLabel(product)}
      </button>
    </li>
  );
}

function PwpDialog({ rules }: { rules: readonly PwpRule[] }) {
  const popup = usePwpPopup({ rules });
  const cart = useCart();
  // One modal at a time: the offer waits until the mini cart is closed.
  if (!popup.isOpen || cart.isMiniCartOpen) return null;
  return (
    <>
      <div className="pwp__backdrop" />
      <div {...popup.getDialogProps({ className: "pwp" })}>
        <h2 {...popup.getTitleProps({ className: "pwp__title" })}>{popup.title}</h2>
        <p {...popup.getDescriptionProps({ className: "pwp__description" })}>{popup.description}</p>
        {popup.status === "loading" ? <p aria-busy="true">Loading…</p> : null}
        {popup.errorMessage ? <p>{popup.errorMessage}</p> : null}
        <ul className="pwp__products" aria-label="Offered products">
          {popup.products.map((product) => (
            <UpsellProduct key={product.id} popup={popup} product={product} />
          ))}
        </ul>
        <p {...popup.getStatusProps({ className: "pwp__status" })}>{popup.statusMessage}</p>
        <div className="pwp__actions">
          {popup.viewAllUrl ? (
            <Link to={popup.viewAllUrl} className="pwp__view-all" onClick={popup.dismiss}>
              {popup.viewAllLabel}
            </Link>
          ) : null}
          <button {...popup.getDismissButtonProps({ className: "pwp__dismiss" })}>No thanks</button>
        </div>
      </div>
    </>
  );
}

/** The pwp popup, on the sandbox's rules (a live store passes its own). */
export function PwpPopup() {
  const sandbox = useDevSandbox();
  const [rules, setRules] = useState<readonly PwpRule[] | null>(null);
  useEffect(() => {
    if (!sandbox) return;
    let live = true;
    void import("solekit/sandbox").then(({ sandboxPwpRules }) => {
      if (live) setRules(sandboxPwpRules);
    });
    return () => {
      live = false;
    };
  }, [sandbox]);
  return rules ? <PwpDialog rules={rules} /> : null;
}
