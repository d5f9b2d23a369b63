import { Link } from "react-router";
import type { OfferBannerView, OfferLink, OfferPanelView } from "solekit";
import { RichText } from "../../search-grid/rich-text";

/** One banner: full, split (two panels) or image. Text sits where the banner says. */
export function OfferBanner({ banner }: { banner: OfferBannerView }) {
  const titleId = `offer-${banner.key}-title`;
  const hasTitle = banner.panels.some((panel) => panel.title);
  if (banner.type === "image_banner") return <ImageBanner banner={banner} />;
  return (
    <article
      className={banner.className}
      {...(hasTitle ? { "aria-labelledby": titleId } : { "aria-label": banner.label })}
    >
      {banner.panels.map((panel, index) => (
        <OfferPanel
          key={panel.key}
          panel={panel}
          titleId={index === banner.panels.findIndex((p) => p.title) ? titleId : undefined}
        />
      ))}
    </article>
  );
}

function OfferPanel({ panel, titleId }: { panel: OfferPanelView; titleId: string | undefined }) {
  const hasText = panel.title || panel.bodyText || panel.cta;
  return (
    <div className={panel.className}>
      {panel.image ? (
        <img className="offer-panel__image" src={panel.image.src} alt={panel.image.alt} loading="lazy" />
      ) : null}
      {hasText ? (
        <div className="offer-panel__text">
          {panel.title ? (
            <h2 id={titleId} className="offer-panel__title">
              {panel.title}
            </h2>
          ) : null}
          {panel.body.length > 0 ? (
            <div className="offer-panel__body">
              <RichText nodes={panel.body} />
            </div>
          ) : null}
          {panel.cta ? <OfferCta cta={panel.cta} /> : null}
        </div>
      ) : null}
    </div>
  );
}

// A picture that links as a whole (the callback link), named by its alt text or the banner's title.
function ImageBanner({ banner }: { banner: OfferBannerView }) {
  const panel = banner.panels[0];
  if (!panel?.image) return null;
  const image = (
    <img
      className="offer-panel__image"
      src={panel.image.src}
      alt={panel.image.alt || banner.label}
      loading="lazy"
    />
  );
  return (
    <article className={banner.className} aria-label={banner.label}>
      <div className={panel.className}>
        {banner.link ? <OfferLinkTo href={banner.link}>{image}</OfferLinkTo> : image}
        {panel.cta ? (
          <div className="offer-panel__text">
            <OfferCta cta={panel.cta} />
          </div>
        ) : null}
      </div>
    </article>
  );
}

function OfferCta({ cta }: { cta: OfferLink }) {
  return (
    <OfferLinkTo href={cta.href} className="offer-panel__cta">
      {cta.text}
    </OfferLinkTo>
  );
}

// Same-site paths follow in place; the allow-listed hosts load as ordinary links.
function OfferLinkTo({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: React.ReactNode;
}) {
  return href.startsWith("/") && !href.startsWith("//") ? (
    <Link to={href} className={className}>
      {children}
    </Link>
  ) : (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
