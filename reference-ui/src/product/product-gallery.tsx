import type { StorefrontImage } from "solekit/clients";
import { imageSrcset, imageUrlAtWidth } from "solekit/rules";

export function ProductGallery({ images, title }: { images: readonly StorefrontImage[]; title: string }) {
  return (
    <ul className="product-gallery" aria-label={`${title} images`}>
      {images.map((image, index) => (
        <li key={image.url}>
          <img
            src={imageUrlAtWidth(image.url, 720)}
            srcSet={imageSrcset(image.url)}
            sizes="(min-width: 768px) 55vw, 100vw"
            alt={image.altText ?? `${title} image ${index + 1}`}
            width={image.width ?? 720}
            height={image.height ?? 720}
            loading={index === 0 ? "eager" : "lazy"}
          />
        </li>
      ))}
    </ul>
  );
}
