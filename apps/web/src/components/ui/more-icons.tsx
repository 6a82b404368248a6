import { make } from "./icons";

/**
 * Icons the shell does not show: the cart's and the order pages', the toasts', the
 * phone menu panel's and the search box's. A module's exports
 * used anywhere in the app's client code come with it wherever it is loaded, so these
 * live apart from icons.tsx, which every page loads with its header.
 */
export const TrashIcon = /* @__PURE__ */ make(<path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />);
export const ChevronLeftIcon = /* @__PURE__ */ make(<path d="m15 6-6 6 6 6" />);
export const MapPinIcon = /* @__PURE__ */ make(
  <>
    <path d="M20 10c0 6-8 12-8 12S4 16 4 10a8 8 0 0 1 16 0z" />
    <circle cx="12" cy="10" r="3" />
  </>,
);
export const ClockIcon = /* @__PURE__ */ make(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);
export const CheckCircleIcon = /* @__PURE__ */ make(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12 3 3 5-6" />
  </>,
);
export const AlertCircleIcon = /* @__PURE__ */ make(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 8v4M12 16h.01" />
  </>,
);
export const InfoIcon = /* @__PURE__ */ make(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 16v-4M12 8h.01" />
  </>,
);
export const ExternalIcon = /* @__PURE__ */ make(<path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />);
