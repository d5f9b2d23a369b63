import { Link, useLocation } from "react-router";

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <>
      <h1>Page not found</h1>
      <p>
        There is no page at <code>{pathname}</code> in the reference store yet.{" "}
        <Link to="/">Back to the home page</Link>
      </p>
    </>
  );
}
