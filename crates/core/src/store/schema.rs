// Portable diesel schema shared by the SQLite and PostgreSQL migrations (same names, same meaning).

diesel::table! {
    users (id) {
        id -> BigInt,
        full_name -> Text,
        username -> Nullable<Text>,
        email -> Nullable<Text>,
        phone -> Nullable<Text>,
        role -> Text,
        created_at -> BigInt,
        suspended_at -> Nullable<BigInt>,
        suspended_reason -> Nullable<Text>,
        language -> Text,
        erased_at -> Nullable<BigInt>,
    }
}

diesel::table! {
    locations (id) {
        id -> BigInt,
        slug -> Text,
        name -> Text,
        district -> Text,
        description -> Text,
        latitude -> Double,
        longitude -> Double,
        distance_km -> Double,
    }
}

diesel::table! {
    properties (id) {
        id -> BigInt,
        slug -> Text,
        owner_id -> BigInt,
        location_id -> BigInt,
        title -> Text,
        description -> Text,
        property_type -> Text,
        address -> Text,
        latitude -> Double,
        longitude -> Double,
        distance_km -> Double,
        half_day_price_paise -> BigInt,
        full_day_price_paise -> Nullable<BigInt>,
        cleaning_fee_paise -> BigInt,
        bedrooms -> Integer,
        bathrooms -> Integer,
        max_guests -> Integer,
        day_slot_minute -> Integer,
        night_slot_minute -> Integer,
        house_rules -> Text,
        check_in_notes -> Text,
        rating_count -> BigInt,
        rating_sum -> BigInt,
        created_at -> BigInt,
        updated_at -> BigInt,
        status -> Text,
        unlisted_by -> Nullable<Text>,
        status_reason -> Nullable<Text>,
        version -> BigInt,
        turnover_minutes -> Integer,
        proposed_locality -> Nullable<Text>,
        security_deposit_paise -> BigInt,
    }
}

diesel::table! {
    property_images (id) {
        id -> BigInt,
        property_id -> BigInt,
        position -> Integer,
        alt -> Text,
        path -> Text,
        width -> Integer,
        height -> Integer,
        thumb_path -> Text,
        thumb_width -> Integer,
        thumb_height -> Integer,
        status -> Text,
        variants -> Text,
        original_path -> Nullable<Text>,
        original_bytes -> BigInt,
    }
}

diesel::table! {
    amenities (id) {
        id -> BigInt,
        slug -> Text,
        name -> Text,
    }
}

diesel::table! {
    property_amenities (property_id, amenity_id) {
        property_id -> BigInt,
        amenity_id -> BigInt,
    }
}

diesel::table! {
    reviews (id) {
        id -> BigInt,
        property_id -> BigInt,
        user_id -> Nullable<BigInt>,
        user_name -> Text,
        rating -> Integer,
        comment -> Text,
        created_at -> BigInt,
        hidden_at -> Nullable<BigInt>,
        hidden_reason -> Nullable<Text>,
        booking_id -> Nullable<BigInt>,
        stayed_at -> Nullable<BigInt>,
        reply -> Nullable<Text>,
        replied_at -> Nullable<BigInt>,
        reply_edited_at -> Nullable<BigInt>,
    }
}

diesel::table! {
    held_intervals (id) {
        id -> BigInt,
        property_id -> BigInt,
        starts_at -> BigInt,
        ends_at -> BigInt,
        kind -> Text,
        booking_id -> Nullable<BigInt>,
        note -> Nullable<Text>,
        created_at -> BigInt,
        import_id -> Nullable<BigInt>,
    }
}

diesel::table! {
    otp_challenges (id) {
        id -> BigInt,
        identifier -> Text,
        channel -> Text,
        purpose -> Text,
        code_hash -> Text,
        ip -> Nullable<Text>,
        created_at -> BigInt,
        expires_at -> BigInt,
        consumed_at -> Nullable<BigInt>,
        failed_attempts -> Integer,
    }
}

diesel::table! {
    dev_outbox (id) {
        id -> BigInt,
        channel -> Text,
        recipient -> Text,
        body -> Text,
        created_at -> BigInt,
    }
}

diesel::table! {
    sessions (id) {
        id -> BigInt,
        user_id -> BigInt,
        created_at -> BigInt,
        expires_at -> BigInt,
        revoked_at -> Nullable<BigInt>,
        kind -> Text,
    }
}

diesel::table! {
    notification_preferences (user_id) {
        user_id -> BigInt,
        booking_sms -> Bool,
        booking_email -> Bool,
        message_email -> Bool,
        marketing_email -> Bool,
        updated_at -> BigInt,
    }
}

diesel::table! {
    consent_log (id) {
        id -> BigInt,
        user_id -> BigInt,
        choice -> Nullable<Text>,
        policy_version -> Text,
        user_agent -> Nullable<Text>,
        created_at -> BigInt,
        purpose -> Text,
        granted -> Bool,
        language -> Text,
    }
}

diesel::table! {
    audit_log (id) {
        id -> BigInt,
        actor_id -> Nullable<BigInt>,
        actor -> Text,
        actor_role -> Text,
        channel -> Text,
        action -> Text,
        target_kind -> Text,
        target_id -> Text,
        target_user_id -> Nullable<BigInt>,
        booking_id -> Nullable<BigInt>,
        reason -> Text,
        before_state -> Nullable<Text>,
        after_state -> Nullable<Text>,
        created_at -> BigInt,
    }
}

diesel::table! {
    refresh_tokens (id) {
        id -> BigInt,
        session_id -> BigInt,
        token_hash -> Text,
        created_at -> BigInt,
        rotated_at -> Nullable<BigInt>,
    }
}

diesel::table! {
    domain_events (id) {
        id -> BigInt,
        kind -> Text,
        subject_id -> BigInt,
        detail -> Text,
        created_at -> BigInt,
        relayed_at -> Nullable<BigInt>,
    }
}

diesel::joinable!(sessions -> users (user_id));
diesel::joinable!(notification_preferences -> users (user_id));
diesel::joinable!(consent_log -> users (user_id));
diesel::joinable!(refresh_tokens -> sessions (session_id));
diesel::joinable!(properties -> users (owner_id));
diesel::joinable!(properties -> locations (location_id));
diesel::joinable!(property_images -> properties (property_id));
diesel::joinable!(property_amenities -> properties (property_id));
diesel::joinable!(property_amenities -> amenities (amenity_id));
diesel::joinable!(reviews -> properties (property_id));
diesel::joinable!(held_intervals -> properties (property_id));

diesel::allow_tables_to_appear_in_same_query!(
    users,
    domain_events,
    notification_preferences,
    consent_log,
    audit_log,
    locations,
    properties,
    property_images,
    amenities,
    property_amenities,
    reviews,
    held_intervals,
    otp_challenges,
    dev_outbox,
    sessions,
    refresh_tokens,
);

diesel::table! {
    bookings (id) {
        id -> BigInt,
        code -> Text,
        property_id -> BigInt,
        guest_id -> BigInt,
        booking_type -> Text,
        starts_at -> BigInt,
        ends_at -> BigInt,
        days -> Integer,
        guests -> Integer,
        status -> Text,
        payment_method -> Text,
        payment_status -> Text,
        subtotal_paise -> BigInt,
        discount_paise -> BigInt,
        cleaning_paise -> BigInt,
        gst_paise -> BigInt,
        total_paise -> BigInt,
        coupon_code -> Nullable<Text>,
        refund_paise -> Nullable<BigInt>,
        cancelled_by -> Nullable<Text>,
        cancel_reason -> Nullable<Text>,
        created_at -> BigInt,
        updated_at -> BigInt,
        expires_at -> BigInt,
        review_reminded_at -> Nullable<BigInt>,
        deposit_paise -> BigInt,
        advance_paise -> BigInt,
        balance_due_at -> Nullable<BigInt>,
        balance_method -> Nullable<Text>,
        balance_paid_at -> Nullable<BigInt>,
        balance_reminders -> Integer,
    }
}

diesel::table! {
    property_payment_plans (property_id) {
        property_id -> BigInt,
        advance_percent -> Integer,
        balance_days -> Integer,
        balance_method -> Text,
        updated_at -> BigInt,
    }
}

diesel::table! {
    booking_price_lines (id) {
        id -> BigInt,
        booking_id -> BigInt,
        position -> Integer,
        kind -> Text,
        code -> Nullable<Text>,
        label -> Text,
        amount_paise -> BigInt,
    }
}

diesel::table! {
    idempotency_keys (id) {
        id -> BigInt,
        user_id -> BigInt,
        key -> Text,
        request_hash -> Text,
        booking_id -> BigInt,
        created_at -> BigInt,
    }
}

diesel::joinable!(bookings -> properties (property_id));
diesel::joinable!(booking_price_lines -> bookings (booking_id));
diesel::allow_tables_to_appear_in_same_query!(bookings, properties);
diesel::allow_tables_to_appear_in_same_query!(bookings, booking_price_lines);
diesel::allow_tables_to_appear_in_same_query!(bookings, reviews);

diesel::table! {
    notification_outbox (id) {
        id -> BigInt,
        user_id -> BigInt,
        channel -> Text,
        destination -> Text,
        subject -> Nullable<Text>,
        body -> Text,
        booking_id -> Nullable<BigInt>,
        event -> Text,
        status -> Text,
        attempts -> Integer,
        next_attempt_at -> BigInt,
        last_error -> Nullable<Text>,
        created_at -> BigInt,
        sent_at -> Nullable<BigInt>,
        alert_id -> Nullable<BigInt>,
    }
}

diesel::joinable!(notification_outbox -> bookings (booking_id));
diesel::allow_tables_to_appear_in_same_query!(notification_outbox, bookings);

diesel::table! {
    conversations (id) {
        id -> BigInt,
        guest_id -> BigInt,
        owner_id -> BigInt,
        property_id -> BigInt,
        guest_archived -> Bool,
        owner_archived -> Bool,
        last_message_id -> Nullable<BigInt>,
        last_activity_at -> BigInt,
        created_at -> BigInt,
    }
}

diesel::table! {
    messages (id) {
        id -> BigInt,
        conversation_id -> BigInt,
        sender_id -> BigInt,
        recipient_id -> BigInt,
        property_id -> BigInt,
        content -> Text,
        message_type -> Text,
        media_url -> Nullable<Text>,
        client_message_id -> Nullable<Text>,
        delivery_status -> Text,
        is_read -> Bool,
        read_at -> Nullable<BigInt>,
        delivered_at -> BigInt,
        created_at -> BigInt,
    }
}

diesel::table! {
    user_blocks (id) {
        id -> BigInt,
        blocker_id -> BigInt,
        blocked_id -> BigInt,
        reason -> Nullable<Text>,
        created_at -> BigInt,
    }
}

diesel::joinable!(conversations -> properties (property_id));
diesel::joinable!(messages -> conversations (conversation_id));
diesel::allow_tables_to_appear_in_same_query!(conversations, properties);
diesel::allow_tables_to_appear_in_same_query!(conversations, messages);
diesel::allow_tables_to_appear_in_same_query!(conversations, users);
diesel::allow_tables_to_appear_in_same_query!(messages, users);
diesel::allow_tables_to_appear_in_same_query!(messages, properties);

diesel::table! {
    payments (id) {
        id -> BigInt,
        booking_id -> BigInt,
        provider -> Text,
        provider_order_id -> Text,
        provider_payment_id -> Nullable<Text>,
        amount_paise -> BigInt,
        currency -> Text,
        status -> Text,
        created_at -> BigInt,
        updated_at -> BigInt,
        deposit_paise -> BigInt,
        part -> Text,
    }
}

diesel::table! {
    payment_events (id) {
        id -> BigInt,
        provider -> Text,
        event_id -> Text,
        event -> Text,
        provider_order_id -> Nullable<Text>,
        outcome -> Text,
        received_at -> BigInt,
    }
}

diesel::joinable!(payments -> bookings (booking_id));
diesel::allow_tables_to_appear_in_same_query!(payments, bookings);

diesel::table! {
    refunds (id) {
        id -> BigInt,
        booking_id -> BigInt,
        payment_id -> Nullable<BigInt>,
        amount_paise -> BigInt,
        status -> Text,
        provider -> Text,
        provider_refund_id -> Nullable<Text>,
        reason -> Text,
        attempts -> Integer,
        last_error -> Nullable<Text>,
        next_attempt_at -> BigInt,
        created_at -> BigInt,
        updated_at -> BigInt,
    }
}

diesel::joinable!(refunds -> bookings (booking_id));
diesel::joinable!(refunds -> payments (payment_id));
diesel::allow_tables_to_appear_in_same_query!(refunds, bookings);
diesel::allow_tables_to_appear_in_same_query!(refunds, payments);

diesel::table! {
    price_rules (id) {
        id -> BigInt,
        property_id -> BigInt,
        kind -> Text,
        label -> Text,
        starts_on -> Nullable<Text>,
        ends_on -> Nullable<Text>,
        half_day_price_paise -> Nullable<BigInt>,
        full_day_price_paise -> Nullable<BigInt>,
        percent -> Nullable<Integer>,
    }
}

diesel::table! {
    calendar_feeds (property_id) {
        property_id -> BigInt,
        token -> Text,
        created_at -> BigInt,
    }
}

diesel::table! {
    calendar_imports (id) {
        id -> BigInt,
        property_id -> BigInt,
        url -> Text,
        last_synced_at -> Nullable<BigInt>,
        last_error -> Nullable<Text>,
        blocked_count -> Integer,
        next_sync_at -> BigInt,
        created_at -> BigInt,
    }
}

diesel::joinable!(price_rules -> properties (property_id));
diesel::joinable!(calendar_imports -> properties (property_id));
diesel::allow_tables_to_appear_in_same_query!(price_rules, properties);
diesel::allow_tables_to_appear_in_same_query!(calendar_imports, properties);
diesel::allow_tables_to_appear_in_same_query!(calendar_feeds, properties);
diesel::allow_tables_to_appear_in_same_query!(calendar_imports, held_intervals);

diesel::table! {
    analytics_events (id) {
        id -> BigInt,
        name -> Text,
        session_id -> Text,
        user_id -> Nullable<BigInt>,
        property_id -> Nullable<BigInt>,
        page -> Nullable<Text>,
        device -> Text,
        detail -> Text,
        occurred_at -> BigInt,
        received_at -> BigInt,
    }
}

diesel::table! {
    performance_reports (id) {
        id -> BigInt,
        session_id -> Text,
        page_type -> Text,
        metric -> Text,
        value -> Double,
        device -> Text,
        occurred_at -> BigInt,
        received_at -> BigInt,
    }
}

diesel::table! {
    analytics_daily (day, name, property_id) {
        day -> Text,
        name -> Text,
        property_id -> BigInt,
        events -> BigInt,
        sessions -> BigInt,
    }
}

diesel::table! {
    leads (id) {
        id -> BigInt,
        contact_kind -> Text,
        contact -> Text,
        purpose -> Text,
        property_id -> BigInt,
        user_id -> Nullable<BigInt>,
        source -> Text,
        consent_at -> BigInt,
        converted_at -> Nullable<BigInt>,
        created_at -> BigInt,
    }
}

diesel::table! {
    saved_properties (user_id, property_id) {
        user_id -> BigInt,
        property_id -> BigInt,
        saved_at -> BigInt,
    }
}

diesel::table! {
    price_alerts (id) {
        id -> BigInt,
        user_id -> BigInt,
        property_id -> BigInt,
        kind -> Text,
        booking_type -> Text,
        stay_date -> Text,
        starts_at -> BigInt,
        baseline_paise -> Nullable<BigInt>,
        created_at -> BigInt,
        fired_at -> Nullable<BigInt>,
        ended_at -> Nullable<BigInt>,
    }
}

diesel::table! {
    alert_unsubscribe_tokens (token_hash) {
        token_hash -> Text,
        user_id -> BigInt,
        created_at -> BigInt,
    }
}

diesel::joinable!(saved_properties -> properties (property_id));
diesel::joinable!(price_alerts -> properties (property_id));
diesel::allow_tables_to_appear_in_same_query!(saved_properties, properties);
diesel::allow_tables_to_appear_in_same_query!(price_alerts, properties);
diesel::allow_tables_to_appear_in_same_query!(price_alerts, users);

diesel::table! {
    ledger_entries (id) {
        id -> BigInt,
        kind -> Text,
        booking_id -> Nullable<BigInt>,
        payment_id -> Nullable<BigInt>,
        refund_id -> Nullable<BigInt>,
        memo -> Text,
        actor -> Text,
        created_at -> BigInt,
        payout_id -> Nullable<BigInt>,
    }
}

diesel::table! {
    ledger_lines (id) {
        id -> BigInt,
        entry_id -> BigInt,
        account -> Text,
        owner_id -> Nullable<BigInt>,
        provider -> Nullable<Text>,
        amount_paise -> BigInt,
        available_at -> Nullable<BigInt>,
    }
}

diesel::table! {
    ledger_balances (account, owner_id, provider) {
        account -> Text,
        owner_id -> BigInt,
        provider -> Text,
        balance_paise -> BigInt,
    }
}

diesel::table! {
    withholding_rates (id) {
        id -> BigInt,
        tax -> Text,
        rate_bp -> Integer,
        effective_from -> Text,
        section -> Text,
    }
}

diesel::table! {
    cash_marks (booking_id) {
        booking_id -> BigInt,
        outcome -> Text,
        marked_by -> BigInt,
        created_at -> BigInt,
        by_system -> Bool,
    }
}

diesel::table! {
    booking_disputes (id) {
        id -> BigInt,
        booking_id -> BigInt,
        guest_id -> BigInt,
        reason -> Text,
        status -> Text,
        created_at -> BigInt,
        resolved_at -> Nullable<BigInt>,
        resolved_by -> Nullable<Text>,
        resolution_reason -> Nullable<Text>,
    }
}

diesel::table! {
    payout_accounts (id) {
        id -> BigInt,
        owner_id -> BigInt,
        method -> Text,
        vpa -> Nullable<Text>,
        account_number -> Nullable<Text>,
        ifsc -> Nullable<Text>,
        holder_name -> Text,
        created_at -> BigInt,
        payable_from -> BigInt,
        retired_at -> Nullable<BigInt>,
        legal_name -> Nullable<Text>,
        gstin -> Nullable<Text>,
    }
}

diesel::table! {
    payout_fund_accounts (payout_account_id, provider) {
        payout_account_id -> BigInt,
        provider -> Text,
        contact_id -> Text,
        fund_account_id -> Text,
    }
}

diesel::table! {
    payouts (id) {
        id -> BigInt,
        owner_id -> BigInt,
        payout_account_id -> BigInt,
        amount_paise -> BigInt,
        run_key -> Text,
        status -> Text,
        provider -> Text,
        provider_payout_id -> Nullable<Text>,
        utr -> Nullable<Text>,
        failure_reason -> Nullable<Text>,
        attempts -> Integer,
        next_attempt_at -> BigInt,
        created_at -> BigInt,
        sent_at -> Nullable<BigInt>,
        settled_at -> Nullable<BigInt>,
    }
}

diesel::table! {
    payout_holds (owner_id) {
        owner_id -> BigInt,
        reason -> Text,
        held_by -> Text,
        created_at -> BigInt,
    }
}

diesel::joinable!(payouts -> payout_accounts (payout_account_id));
diesel::allow_tables_to_appear_in_same_query!(payouts, payout_accounts);
diesel::allow_tables_to_appear_in_same_query!(payouts, users);
diesel::allow_tables_to_appear_in_same_query!(payout_holds, users);
diesel::joinable!(ledger_lines -> ledger_entries (entry_id));
diesel::allow_tables_to_appear_in_same_query!(ledger_lines, ledger_entries);
diesel::allow_tables_to_appear_in_same_query!(ledger_entries, bookings);
diesel::allow_tables_to_appear_in_same_query!(cash_marks, bookings);
diesel::allow_tables_to_appear_in_same_query!(booking_disputes, bookings);

diesel::table! {
    booking_tax_details (booking_id) {
        booking_id -> BigInt,
        gstin -> Text,
        business_name -> Text,
    }
}

diesel::table! {
    job_leases (name) {
        name -> Text,
        holder -> Text,
        expires_at -> BigInt,
    }
}

diesel::table! {
    tax_document_counters (series, financial_year) {
        series -> Text,
        financial_year -> Text,
        last_number -> BigInt,
    }
}

diesel::table! {
    tax_documents (id) {
        id -> BigInt,
        kind -> Text,
        series -> Text,
        financial_year -> Text,
        sequence -> BigInt,
        number -> Text,
        booking_id -> Nullable<BigInt>,
        refund_id -> Nullable<BigInt>,
        original_id -> Nullable<BigInt>,
        owner_id -> BigInt,
        guest_id -> Nullable<BigInt>,
        month -> Nullable<Text>,
        reference -> Text,
        issued_at -> BigInt,
        supplier_name -> Text,
        supplier_gstin -> Nullable<Text>,
        supplier_address -> Text,
        supplier_is_operator -> Bool,
        recipient_name -> Text,
        recipient_gstin -> Nullable<Text>,
        place_of_supply -> Text,
        sac -> Text,
        description -> Text,
        taxable_paise -> BigInt,
        rate_bp -> Integer,
        cgst_paise -> BigInt,
        sgst_paise -> BigInt,
        igst_paise -> BigInt,
        total_paise -> BigInt,
    }
}

diesel::allow_tables_to_appear_in_same_query!(tax_documents, bookings);
diesel::allow_tables_to_appear_in_same_query!(tax_documents, users);
diesel::allow_tables_to_appear_in_same_query!(booking_tax_details, bookings);

diesel::table! {
    booking_deposits (booking_id) {
        booking_id -> BigInt,
        amount_paise -> BigInt,
        method -> Text,
        status -> Text,
        payment_id -> Nullable<BigInt>,
        cash_receipt -> Nullable<Text>,
        recorded_by -> Nullable<BigInt>,
        collected_at -> BigInt,
        claim_amount_paise -> Nullable<BigInt>,
        claim_reason -> Nullable<Text>,
        claimed_at -> Nullable<BigInt>,
        answered_at -> Nullable<BigInt>,
        dispute_reason -> Nullable<Text>,
        decision -> Nullable<Text>,
        decision_reason -> Nullable<Text>,
        decided_by -> Nullable<Text>,
        kept_paise -> Nullable<BigInt>,
        refund_id -> Nullable<BigInt>,
        settled_at -> Nullable<BigInt>,
    }
}

diesel::table! {
    deposit_claim_photos (id) {
        id -> BigInt,
        booking_id -> BigInt,
        path -> Text,
        content_type -> Text,
        created_at -> BigInt,
    }
}

diesel::allow_tables_to_appear_in_same_query!(booking_deposits, bookings);
diesel::allow_tables_to_appear_in_same_query!(booking_deposits, properties);
diesel::allow_tables_to_appear_in_same_query!(booking_deposits, users);
