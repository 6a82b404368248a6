import { Link } from "react-router";

/** A product named in a question or review: its edit page in the back office. */
export function ProductLink({ product }: { product: { id: number; name: string } }) {
  return (
    <Link to={`/products/${product.id}`} className="font-medium text-blue-800 underline">
      {product.name}
    </Link>
  );
}
