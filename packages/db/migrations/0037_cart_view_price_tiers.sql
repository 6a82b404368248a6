-- Issue 49 (price breaks, decision 045): each cart line carries its product's quantity
-- price breaks (product_price_tiers), so the cart's answer and the checkout's first step
-- (checkout_lock, which answers cart_view after its locks) price a line with the same
-- tiers the shopper saw, in the same one call. The tiers are read by key (the table's
-- primary key starts with product_id), never by a join (decision 033). Otherwise as 0031.
CREATE OR REPLACE FUNCTION cart_view(p_user uuid, p_guest text) RETURNS json
  LANGUAGE plpgsql STABLE
  AS $$
DECLARE
  v_cart uuid;
  v_method delivery_method;
  v_coupon integer;
  v_address uuid;
  v_lines json;
  v_rates json;
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
        'stock', p.stock, 'is_active', p.is_active, 'tags', p.tags, 'quantity', ci.quantity, 'weight_grams', p.weight_grams,
        'price_tiers', coalesce((SELECT json_agg(json_build_object('min_quantity', t.min_quantity, 'unit_price', t.unit_price) ORDER BY t.min_quantity)
          FROM product_price_tiers t WHERE t.product_id = p.id), '[]'::json),
        'media_key', (SELECT pi.media_key FROM product_images pi WHERE pi.product_id = p.id ORDER BY pi.position LIMIT 1))
      FROM products p WHERE p.id = ci.product_id
    ) ORDER BY ci.added_at, ci.product_id)
    FROM cart_items ci
    WHERE ci.cart_id = v_cart
  ), '[]'::json);
  v_rates := coalesce((
    SELECT json_agg(json_build_object('zone', r.zone, 'method', r.method, 'first_kg_poisha', r.first_kg_poisha, 'extra_kg_poisha', r.extra_kg_poisha))
    FROM delivery_rates r
  ), '[]'::json);
  IF p_user IS NULL THEN
    RETURN json_build_object('cart_id', v_cart, 'delivery_method', v_method, 'lines', v_lines, 'wishlist_count', 0, 'coupon_user_uses', 0,
      'delivery_rates', v_rates);
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
        'district_name', d.name, 'area', a.area, 'address', a.address, 'notes', a.notes, 'inside_dhaka', d.inside_dhaka,
        'zone', d.zone
      ) END,
      'lines', v_lines,
      'delivery_rates', v_rates,
      'wishlist_count', (SELECT count(*)::int FROM wishlist_items wi WHERE wi.user_id = p_user))
    FROM (SELECT 1) one
    LEFT JOIN coupons cp ON cp.id = v_coupon
    LEFT JOIN addresses a ON a.id = v_address AND a.deleted_at IS NULL
    LEFT JOIN districts d ON d.id = a.district_id
  );
END
$$;
