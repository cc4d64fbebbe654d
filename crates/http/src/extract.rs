//! Extractors that turn axum's rejections into our error envelope.

use axum::extract::{FromRequest, FromRequestParts};

use crate::error::ApiError;

/// `Query<T>` whose rejection is a 400 in our shape.
#[derive(FromRequestParts)]
#[from_request(via(axum::extract::Query), rejection(ApiError))]
pub struct Query<T>(pub T);

/// `Json<T>` whose rejection is a 400/415 in our shape.
#[derive(FromRequest)]
#[from_request(via(axum::Json), rejection(ApiError))]
pub struct Json<T>(pub T);

/// `Path<T>` whose rejection is a 404 in our shape.
#[derive(FromRequestParts)]
#[from_request(via(axum::extract::Path), rejection(ApiError))]
pub struct Path<T>(pub T);
