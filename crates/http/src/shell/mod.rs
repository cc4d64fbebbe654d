//! The HTML the server writes itself: shared helpers that `pages` (the web app's shell) and
//! `first_view` (the top of a page before the app starts) both import, so neither imports the
//! other's helpers.

pub mod html;
