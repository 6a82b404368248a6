import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { BrowserRouter, Route, Routes } from "react-router";
import type { AdminMe } from "@shop/contracts/admin";
import { ApiError, onUnauthorized, request } from "./lib/api";
import { NoticeProvider } from "./lib/notice";
import { SessionContext, type SessionValue } from "./lib/session";
import { Layout } from "./components/Layout";
import { Button, ErrorBanner, Loading } from "./components/ui";
import { SignIn } from "./screens/SignIn";

// Every screen is its own chunk: the first load is the shell and the sign-in form.
const Dashboard = lazy(() => import("./screens/Dashboard"));
const Orders = lazy(() => import("./screens/Orders"));
const OrderPage = lazy(() => import("./screens/OrderPage"));
const OrderNew = lazy(() => import("./screens/OrderNew"));
const PackingSlip = lazy(() => import("./screens/PackingSlip"));
const OrderSlips = lazy(() => import("./screens/OrderSlips"));
const Returns = lazy(() => import("./screens/Returns"));
const Customers = lazy(() => import("./screens/Customers"));
const CustomerPage = lazy(() => import("./screens/CustomerPage"));
const ReturnPage = lazy(() => import("./screens/ReturnPage"));
const Products = lazy(() => import("./screens/Products"));
const ProductEdit = lazy(() => import("./screens/ProductEdit"));
const Categories = lazy(() => import("./screens/Categories"));
const Specifications = lazy(() => import("./screens/Specifications"));
const Brands = lazy(() => import("./screens/Brands"));
const LowStock = lazy(() => import("./screens/LowStock"));
const Questions = lazy(() => import("./screens/Questions"));
const Reviews = lazy(() => import("./screens/Reviews"));
const Messages = lazy(() => import("./screens/Messages"));
const Sms = lazy(() => import("./screens/Sms"));
const Subscribers = lazy(() => import("./screens/Subscribers"));
const Coupons = lazy(() => import("./screens/Coupons"));
const Staff = lazy(() => import("./screens/Staff"));
const AuditLog = lazy(() => import("./screens/AuditLog"));
const Reports = lazy(() => import("./screens/Reports"));
const Holidays = lazy(() => import("./screens/Holidays"));
const Searches = lazy(() => import("./screens/Searches"));
const PartsLists = lazy(() => import("./screens/PartsLists"));
const DeliveryFees = lazy(() => import("./screens/DeliveryFees"));
const CodRules = lazy(() => import("./screens/CodRules"));
const NotFound = lazy(() => import("./screens/NotFound"));

type State = { status: "loading" } | { status: "signed-out" } | { status: "failed"; error: unknown } | { status: "signed-in"; me: AdminMe };

export function App() {
  const [state, setState] = useState<State>({ status: "loading" });

  const load = useCallback(() => {
    setState({ status: "loading" });
    request<{ data: AdminMe }>("/session")
      .then((answer) => setState({ status: "signed-in", me: answer.data }))
      .catch((error: unknown) => setState(error instanceof ApiError && error.status === 401 ? { status: "signed-out" } : { status: "failed", error }));
  }, []);

  useEffect(() => {
    load();
    onUnauthorized(() => setState({ status: "signed-out" }));
    return () => onUnauthorized(null);
  }, [load]);

  const signOut = useCallback(async () => {
    try {
      await request("/session/signout", { method: "POST" });
    } finally {
      setState({ status: "signed-out" });
    }
  }, []);

  const session = useMemo<SessionValue | null>(
    () => (state.status === "signed-in" ? { me: state.me, isOwner: state.me.role === "owner", signOut } : null),
    [state, signOut],
  );

  if (state.status === "loading") {
    return (
      <main className="mx-auto max-w-md p-6">
        <Loading />
      </main>
    );
  }
  if (state.status === "failed") {
    return (
      <main className="mx-auto max-w-md p-6">
        <h1 className="mb-4 text-2xl font-bold">Back office</h1>
        <ErrorBanner error={state.error} />
        <Button className="mt-4" onClick={load}>
          Try again
        </Button>
      </main>
    );
  }
  if (!session) return <SignIn onSignedIn={(me) => setState({ status: "signed-in", me })} />;

  return (
    <SessionContext.Provider value={session}>
      <NoticeProvider>
        <BrowserRouter>
          <Layout>
            <Suspense fallback={<Loading />}>
              <Routes>
                <Route index element={<Dashboard />} />
                <Route path="orders" element={<Orders />} />
                <Route path="orders/slips" element={<OrderSlips />} />
                <Route path="orders/new" element={<OrderNew />} />
                <Route path="orders/:orderNumber" element={<OrderPage />} />
                <Route path="orders/:orderNumber/slip" element={<PackingSlip />} />
                <Route path="returns" element={<Returns />} />
                <Route path="returns/:id" element={<ReturnPage />} />
                <Route path="customers" element={<Customers />} />
                <Route path="customers/:id" element={<CustomerPage />} />
                <Route path="products" element={<Products />} />
                <Route path="products/new" element={<ProductEdit />} />
                <Route path="products/:id" element={<ProductEdit />} />
                <Route path="categories" element={<Categories />} />
                <Route path="specifications" element={<Specifications />} />
                <Route path="brands" element={<Brands />} />
                <Route path="low-stock" element={<LowStock />} />
                <Route path="searches" element={<Searches />} />
                <Route path="parts-lists" element={<PartsLists />} />
                <Route path="questions" element={<Questions />} />
                <Route path="reviews" element={<Reviews />} />
                <Route path="messages" element={<Messages />} />
                <Route path="sms" element={<Sms />} />
                <Route path="subscribers" element={<Subscribers />} />
                <Route path="coupons" element={<Coupons />} />
                <Route path="staff" element={<Staff />} />
                <Route path="audit-log" element={<AuditLog />} />
                <Route path="reports" element={<Reports />} />
                <Route path="holidays" element={<Holidays />} />
                <Route path="delivery-fees" element={<DeliveryFees />} />
                <Route path="cash-on-delivery" element={<CodRules />} />
                <Route path="*" element={<NotFound />} />
              </Routes>
            </Suspense>
          </Layout>
        </BrowserRouter>
      </NoticeProvider>
    </SessionContext.Provider>
  );
}
