-- checkout_lock: the first step of placing an order in one call instead of three round
-- trips. Locks the shopper's cart (so a second checkout of the same cart waits for this
-- one), then its products in id order (so two orders sharing products never deadlock),
-- and answers cart_view read after the locks: a volatile PL/pgSQL function takes a
-- fresh snapshot for each statement, so the stock and prices it answers are the ones
-- the order will change. NULL when the shopper has no cart (nothing is created).
-- The products are locked by key (= ANY of the cart's ids), never by a join: PL/pgSQL
-- keeps a generic plan per session, and one made while cart_items was near empty could
-- read the products table whole (see cart_view).
CREATE FUNCTION checkout_lock(p_user uuid) RETURNS json
  LANGUAGE plpgsql
  AS $$
DECLARE
  v_cart uuid;
BEGIN
  SELECT c.id INTO v_cart FROM carts c WHERE c.user_id = p_user FOR UPDATE;
  IF v_cart IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM products p
    WHERE p.id = ANY (ARRAY(SELECT ci.product_id FROM cart_items ci WHERE ci.cart_id = v_cart))
    ORDER BY p.id FOR UPDATE;
  RETURN cart_view(p_user, NULL);
END
$$;
