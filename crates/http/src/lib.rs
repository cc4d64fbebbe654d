//! HTTP adapter (being written).
