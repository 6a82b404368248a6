-- Issue 43, one name per idea: the courier's code for a parcel is the courier's tracking
-- number (API.md's courier_tracking_number; the shopper's order shows it as
-- courier.tracking_number), never to be read as the shop's order number, which the
-- track-order request also calls tracking_number. A rename keeps every shipped order's value.
ALTER TABLE "orders" RENAME COLUMN "tracking_number" TO "courier_tracking_number";
