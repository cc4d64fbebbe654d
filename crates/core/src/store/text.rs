//! Case-insensitive text matching shared by the console's and support's searches.

diesel::define_sql_function! {
    #[sql_name = "LOWER"]
    fn lower(x: diesel::sql_types::Text) -> diesel::sql_types::Text;
}

diesel::define_sql_function! {
    #[sql_name = "LOWER"]
    fn lower_opt(x: diesel::sql_types::Nullable<diesel::sql_types::Text>) -> diesel::sql_types::Nullable<diesel::sql_types::Text>;
}

/// `%text%` for LIKE (escape `\`), lower-cased, with the wildcards in `text` taken literally.
pub fn contains_pattern(text: &str) -> String {
    let escaped = text
        .replace('\\', "\\\\")
        .replace('%', "\\%")
        .replace('_', "\\_");
    format!("%{}%", escaped.to_lowercase())
}
