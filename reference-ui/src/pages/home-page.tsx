import { ProductShelf } from "../components/product-shelf";

export function HomePage() {
  return (
    <>
      <section className="hero">
        <h1>Shoes that fit, from first steps to school</h1>
        <p>Kids' and adults' footwear, socks and more. Join Fit Club for rewards on every pair.</p>
      </section>
      <ProductShelf title="New arrivals" collection="new-arrivals" />
      <ProductShelf title="On sale" collection="sale" />
      <ProductShelf title="School shoes" collection="school-shoes" />
    </>
  );
}
