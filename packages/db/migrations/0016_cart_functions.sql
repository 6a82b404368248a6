-- The cart's answer (cart_view) and add to cart (cart_put_item) as functions, so an add
-- is one call to the database instead of four round trips (BEGIN, the cart's lock, the
-- write with its read, COMMIT). A volatile PL/pgSQL function takes a fresh snapshot for
-- each of its statements, so once cart_put_item holds the cart's lock it reads the cart
-- as every earlier write to it left it, as the transaction it replaces did. PL/pgSQL
-- keeps each statement's plan for the session, on PGlite too.
--
-- cart_view: everything the cart response shows, as one JSON object: the cart (if any)
-- with its coupon, its address, every line with its product and first image (in the
-- order added) and the wishlist count. A guest's cart never holds a coupon or an
-- address (both need a signed-in shopper), so a guest's answer leaves them out.
CREATE FUNCTION cart_view(p_user uuid, p_guest text) RETURNS json
  LANGUAGE plpgsql STABLE
  AS $$
DECLARE
  v_cart uuid;
  v_method delivery_method;
  v_coupon integer;
  v_address uuid;
  v_lines json;
BEGIN
  IF p_user IS NULL THEN
    SELECT c.id, c.delivery_method INTO v_cart, v_method FROM carts c WHERE c.guest_id = p_guest;
  ELSE
    SELECT c.id, c.delivery_method, c.coupon_id, c.address_id INTO v_cart, v_method, v_coupon, v_address FROM carts c WHERE c.user_id = p_user;
  END IF;
  -- Each line's product by its key, in a subquery of its own: a join here, planned once
  -- for the session while cart_items was still near empty, hashed the whole products
  -- table on every call.
  v_lines := coalesce((
    SELECT json_agg((
      SELECT json_build_object(
        'id', p.id, 'name', p.name, 'slug', p.slug, 'price', p.price, 'discount_price', p.discount_price,
        'stock', p.stock, 'is_active', p.is_active, 'tags', p.tags, 'quantity', ci.quantity,
        'media_key', (SELECT pi.media_key FROM product_images pi WHERE pi.product_id = p.id ORDER BY pi.position LIMIT 1))
      FROM products p WHERE p.id = ci.product_id
    ) ORDER BY ci.added_at, ci.product_id)
    FROM cart_items ci
    WHERE ci.cart_id = v_cart
  ), '[]'::json);
  IF p_user IS NULL THEN
    RETURN json_build_object('cart_id', v_cart, 'delivery_method', v_method, 'lines', v_lines, 'wishlist_count', 0, 'coupon_user_uses', 0);
  END IF;
  RETURN (
    SELECT json_build_object(
      'cart_id', v_cart, 'delivery_method', v_method, 'coupon_id', v_coupon,
      'coupon_code', cp.code, 'coupon_name', cp.name, 'coupon_kind', cp.kind, 'coupon_amount', cp.amount,
      'coupon_min_subtotal', cp.min_subtotal, 'coupon_max_discount', cp.max_discount,
      'coupon_starts_at', cp.starts_at, 'coupon_ends_at', cp.ends_at,
      'coupon_usage_limit', cp.usage_limit, 'coupon_used_count', cp.used_count,
      'coupon_per_user_limit', cp.per_user_limit, 'coupon_active', cp.is_active,
      'coupon_user_uses', (SELECT count(*)::int FROM coupon_redemptions r WHERE r.coupon_id = v_coupon AND r.user_id = p_user),
      'address', CASE WHEN a.id IS NULL THEN NULL ELSE json_build_object(
        'id', a.id, 'label', a.label, 'full_name', a.full_name, 'phone', a.phone, 'district_id', a.district_id,
        'district_name', d.name, 'area', a.area, 'address', a.address, 'notes', a.notes, 'inside_dhaka', d.inside_dhaka
      ) END,
      'lines', v_lines,
      'wishlist_count', (SELECT count(*)::int FROM wishlist_items wi WHERE wi.user_id = p_user))
    FROM (SELECT 1) one
    LEFT JOIN coupons cp ON cp.id = v_coupon
    LEFT JOIN addresses a ON a.id = v_address AND a.deleted_at IS NULL
    LEFT JOIN districts d ON d.id = a.district_id
  );
END
$$;
--> statement-breakpoint
-- cart_put_item: PUT /v2/carts. Creates or locks the owner's cart (the upsert locks the
-- row it inserts or meets), then adds `p_quantity` to the line (or sets it, `p_from_cart`)
-- only when the product is on sale, in stock and the result fits the stock; a stored
-- quantity above today's stock counts as the stock (what the cart shows) when adding.
-- Answers cart_view after the write. A refusal raises SQLSTATE SC409 with the reason
-- (and the stock) as JSON in its DETAIL, which undoes the whole call: a refused add
-- creates no cart. The commit does not wait for the WAL to reach the disk: an add lost
-- to a crash of the database server in its last fraction of a second is one the shopper
-- makes again (as every cart edit, apps/api/src/modules/cart/queries.ts).
CREATE FUNCTION cart_put_item(p_user uuid, p_guest text, p_slug text, p_quantity integer, p_from_cart boolean) RETURNS json
  LANGUAGE plpgsql
  AS $$
DECLARE
  v_cart uuid;
  v_product integer;
  v_stock integer;
  v_active boolean;
  v_next integer;
BEGIN
  IF p_user IS NULL THEN
    INSERT INTO carts AS c (guest_id) VALUES (p_guest) ON CONFLICT (guest_id) DO UPDATE SET updated_at = now() RETURNING c.id INTO v_cart;
  ELSE
    INSERT INTO carts AS c (user_id) VALUES (p_user) ON CONFLICT (user_id) DO UPDATE SET updated_at = now() RETURNING c.id INTO v_cart;
  END IF;
  PERFORM set_config('synchronous_commit', 'off', true);
  SELECT p.id, p.stock, p.is_active,
      CASE WHEN p_from_cart THEN p_quantity ELSE least(coalesce(ci.quantity, 0), p.stock) + p_quantity END
    INTO v_product, v_stock, v_active, v_next
    FROM products p LEFT JOIN cart_items ci ON ci.cart_id = v_cart AND ci.product_id = p.id
    WHERE p.slug = p_slug;
  IF v_product IS NULL OR NOT v_active THEN
    RAISE EXCEPTION 'cart: no product on sale is called %', p_slug
      USING ERRCODE = 'SC409', DETAIL = json_build_object('reason', 'not_found')::text;
  ELSIF v_stock <= 0 THEN
    RAISE EXCEPTION 'cart: % is out of stock', p_slug
      USING ERRCODE = 'SC409', DETAIL = json_build_object('reason', 'out_of_stock', 'stock', v_stock)::text;
  ELSIF v_next > v_stock THEN
    RAISE EXCEPTION 'cart: % would be % of % in stock', p_slug, v_next, v_stock
      USING ERRCODE = 'SC409', DETAIL = json_build_object('reason', 'over_stock', 'stock', v_stock)::text;
  END IF;
  INSERT INTO cart_items (cart_id, product_id, quantity) VALUES (v_cart, v_product, v_next)
    ON CONFLICT (cart_id, product_id) DO UPDATE SET quantity = excluded.quantity;
  RETURN cart_view(p_user, p_guest);
END
$$;
