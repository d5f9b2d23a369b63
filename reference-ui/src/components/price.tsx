/**
 * A price as the store shows it: the price alone, or on sale the price with the one it was struck
 * through, read out as "Sale price $59.95 was $79.95".
 */
export function Price({ price, was, className }: { price: string; was: string | null; className: string }) {
  return (
    <p className={className}>
      {was ? (
        <>
          <span className="visually-hidden">Sale price </span>
          <ins>{price}</ins> <span className="visually-hidden">was </span>
          <del>{was}</del>
        </>
      ) : (
        price
      )}
    </p>
  );
}
