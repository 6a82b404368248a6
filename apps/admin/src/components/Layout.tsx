import { useEffect, useRef, useState, type ReactNode } from "react";
import { NavLink, useLocation } from "react-router";
import { useSession } from "../lib/session";
import { waitingText } from "../lib/order-pulse";
import { OrderPulseProvider, useOrderPulse } from "./OrderPulse";
import { OwnerAlerts } from "./OwnerAlerts";
import { Button, cx } from "./ui";

type NavItem = { to: string; label: string; owner?: boolean; end?: boolean };

export const NAV_ITEMS: NavItem[] = [
  { to: "/", label: "Dashboard", end: true },
  { to: "/orders", label: "Orders" },
  { to: "/returns", label: "Returns" },
  { to: "/customers", label: "Customers" },
  { to: "/products", label: "Products" },
  { to: "/categories", label: "Categories" },
  { to: "/specifications", label: "Specifications" },
  { to: "/brands", label: "Brands" },
  { to: "/low-stock", label: "Low stock" },
  { to: "/searches", label: "Searches" },
  { to: "/parts-lists", label: "Parts lists" },
  { to: "/questions", label: "Questions" },
  { to: "/reviews", label: "Reviews" },
  { to: "/messages", label: "Messages" },
  { to: "/sms", label: "SMS" },
  { to: "/coupons", label: "Coupons", owner: true },
  { to: "/reports", label: "Reports", owner: true },
  { to: "/holidays", label: "Holidays", owner: true },
  { to: "/delivery-fees", label: "Delivery fees", owner: true },
  { to: "/cash-on-delivery", label: "Cash on delivery", owner: true },
  { to: "/subscribers", label: "Subscribers", owner: true },
  { to: "/staff", label: "Staff", owner: true },
  { to: "/audit-log", label: "Audit log", owner: true },
];

const ROLE_LABELS = { staff: "Staff", owner: "Owner" } as const;

/**
 * The signed-in frame: header (shop, who, sign out), navigation (a side bar on a laptop,
 * a menu button on a phone) and the page. After a navigation the focus moves to the
 * page, so a screen reader starts reading the new screen.
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <OrderPulseProvider>
      <Frame>{children}</Frame>
    </OrderPulseProvider>
  );
}

/** The number of orders waiting to be confirmed, beside "Orders" (new-order alerts, issue 46). */
function WaitingBadge({ active }: { active: boolean }) {
  const { waiting } = useOrderPulse();
  if (!waiting) return null;
  return (
    <span className={cx("ml-auto rounded-full px-2 text-sm font-semibold", active ? "bg-white text-blue-800" : "bg-red-700 text-white")}>
      <span aria-hidden="true">{waiting > 99 ? "99+" : waiting}</span>
      <span className="sr-only">, {waitingText(waiting)}</span>
    </span>
  );
}

function Frame({ children }: { children: ReactNode }) {
  const { me, isOwner, signOut } = useSession();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const main = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const firstPath = useRef(location.pathname);

  useEffect(() => {
    setMenuOpen(false);
    if (firstPath.current === location.pathname) return;
    firstPath.current = location.pathname;
    main.current?.focus();
  }, [location.pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const items = NAV_ITEMS.filter((item) => !item.owner || isOwner);

  return (
    <div className="min-h-screen">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-blue-800"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white print:hidden">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-2">
          <div className="flex items-center gap-2">
            <Button ref={menuButton} className="md:hidden" small aria-expanded={menuOpen} aria-controls="main-nav" onClick={() => setMenuOpen((open) => !open)}>
              <span aria-hidden="true">☰</span> Menu
              <WaitingBadge active={false} />
            </Button>
            <NavLink to="/" className="text-lg font-bold text-slate-900">
              Back office
            </NavLink>
          </div>
          <div className="flex items-center gap-3">
            <p className="text-right text-sm leading-tight">
              <span className="block font-medium">{me.full_name ?? me.phone}</span>
              <span className="block text-slate-600">
                {me.full_name ? `${me.phone} · ` : ""}
                {ROLE_LABELS[me.role]}
              </span>
            </p>
            <Button
              small
              busy={signingOut}
              onClick={() => {
                setSigningOut(true);
                void signOut();
              }}
            >
              Sign out
            </Button>
          </div>
        </div>
      </header>
      <div className="mx-auto flex max-w-7xl flex-col md:flex-row">
        <nav
          id="main-nav"
          aria-label="Main"
          className={cx(
            "border-b border-slate-200 bg-white md:block md:w-52 md:shrink-0 md:border-b-0 md:bg-transparent print:hidden",
            menuOpen ? "block" : "hidden",
          )}
        >
          <ul className="flex flex-col gap-1 p-2 md:sticky md:top-16">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={({ isActive }) =>
                    cx("flex min-h-11 items-center rounded-md px-3 font-medium", isActive ? "bg-blue-700 text-white" : "text-slate-800 hover:bg-slate-200")
                  }
                >
                  {({ isActive }) => (
                    <>
                      {item.label}
                      {item.to === "/orders" ? <WaitingBadge active={isActive} /> : null}
                    </>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" ref={main} tabIndex={-1} className="min-w-0 flex-1 p-4 outline-none md:p-6 print:p-0">
          {isOwner ? <OwnerAlerts /> : null}
          {children}
        </main>
      </div>
    </div>
  );
}
