import { useLightbox } from "solekit";
import type { StorefrontImage } from "solekit/clients";
import { imageSrcset, imageUrlAtWidth } from "solekit/rules";

export function ProductGallery({ images, title }: { images: readonly StorefrontImage[]; title: string }) {
  const lightbox = useLightbox({ count: images.length });
  const shown = images[lightbox.index];
  return (
    <>
      <ul className="product-gallery" aria-label={`${title} images`}>
        {images.map((image, index) => (
          <li key={image.url}>
            <button {...lightbox.getTriggerProps(index, { className: "product-gallery__zoom" })}>
              <img
                src={imageUrlAtWidth(image.url, 720)}
                srcSet={imageSrcset(image.url)}
                sizes="(min-width: 768px) 55vw, 100vw"
                alt={`${image.altText ?? title}, view ${index + 1}: open zoom`}
                width={image.width ?? 720}
                height={image.height ?? 720}
                loading={index === 0 ? "eager" : "lazy"}
              />
            </button>
          </li>
        ))}
      </ul>
      {lightbox.isOpen && shown ? (
        <div {...lightbox.getDialogProps({ className: "lightbox" })}>
          <button {...lightbox.getCloseButtonProps({ className: "lightbox__close" })}>×</button>
          <div className="lightbox__viewport">
            <div {...lightbox.getStageProps({ className: "lightbox__stage" })}>
              <img
                src={imageUrlAtWidth(shown.url, 960)}
                alt={shown.altText ?? title}
                width={960}
                height={960}
              />
            </div>
          </div>
          <div className="lightbox__footer">
            {images.length > 1 ? (
              <button type="button" className="lightbox__step" onClick={lightbox.previous}>
                <span aria-hidden="true">‹</span> Previous image
              </button>
            ) : null}
            <p className="lightbox__status" aria-live="polite">
              Image {lightbox.index + 1} of {images.length}, zoom {Math.round(lightbox.scale * 100)}%
            </p>
            {images.length > 1 ? (
              <button type="button" className="lightbox__step" onClick={lightbox.next}>
                Next image <span aria-hidden="true">›</span>
              </button>
            ) : null}
          </div>
        </div>
      ) : null}
    </>
  );
}
