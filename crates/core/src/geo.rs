//! Distances around Hyderabad, for sorting by distance and the ~100 km service area.

/// City centre used for "distance from Hyderabad" (Charminar).
pub const HYDERABAD_CENTRE: (f64, f64) = (17.3616, 78.4747);
/// PRODUCT.md §1: the service area is about 100 km around Hyderabad.
pub const SERVICE_RADIUS_KM: f64 = 100.0;

/// Great-circle distance in kilometres (haversine, mean Earth radius).
pub fn haversine_km(a: (f64, f64), b: (f64, f64)) -> f64 {
    let (lat1, lon1) = (a.0.to_radians(), a.1.to_radians());
    let (lat2, lon2) = (b.0.to_radians(), b.1.to_radians());
    let h = ((lat2 - lat1) / 2.0).sin().powi(2)
        + lat1.cos() * lat2.cos() * ((lon2 - lon1) / 2.0).sin().powi(2);
    2.0 * 6371.0 * h.sqrt().asin()
}

/// Distance from the city centre, rounded to 0.1 km as shown to guests.
pub fn km_from_hyderabad(lat: f64, lon: f64) -> f64 {
    (haversine_km(HYDERABAD_CENTRE, (lat, lon)) * 10.0).round() / 10.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moinabad_is_about_thirty_km_from_the_centre() {
        let d = km_from_hyderabad(17.3260, 78.2697);
        assert!((20.0..30.0).contains(&d), "{d}");
    }
}
