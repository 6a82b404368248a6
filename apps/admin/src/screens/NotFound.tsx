import { Link } from "react-router";
import { PageHeader } from "../components/ui";

export default function NotFound() {
  return (
    <>
      <PageHeader title="Page not found" />
      <p>
        There is nothing at this address.{" "}
        <Link className="text-blue-800 underline" to="/">
          Go to the dashboard
        </Link>
        .
      </p>
    </>
  );
}
