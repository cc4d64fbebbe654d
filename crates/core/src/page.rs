//! Lists one page at a time: what a caller asks for ([`ListRequest`], react-admin's `range` and
//! `sort`) and what comes back ([`Page`]), shared by every list of the guest app and the console.

use crate::error::CoreError;

/// One page of a list and where it sits in the whole.
#[derive(Debug, Clone)]
pub struct Page<T> {
    pub items: Vec<T>,
    /// 1-based page number, counted in pages of `per_page`.
    pub page: u32,
    pub per_page: u32,
    /// How many match in all.
    pub total: u64,
}

impl<T> Page<T> {
    /// The same page with its items replaced by what `f` makes of them all at once (a view that
    /// needs more reads, such as names by id).
    pub fn try_map_all<U, E>(
        self,
        f: impl FnOnce(Vec<T>) -> Result<Vec<U>, E>,
    ) -> Result<Page<U>, E> {
        Ok(Page {
            items: f(self.items)?,
            page: self.page,
            per_page: self.per_page,
            total: self.total,
        })
    }

    /// The same page with each item turned into something else (a view, a JSON shape).
    pub fn map<U>(self, f: impl FnMut(T) -> U) -> Page<U> {
        Page {
            items: self.items.into_iter().map(f).collect(),
            page: self.page,
            per_page: self.per_page,
            total: self.total,
        }
    }
}

/// Most rows one console page may ask for.
pub const MAX_PAGE: i64 = 500;

/// A console list request: rows `start..=end` after sorting by `sort` and filtering.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ListRequest {
    pub sort: String,
    pub descending: bool,
    pub start: i64,
    pub end: i64,
}

impl ListRequest {
    /// The first `n` rows by id, newest first when `newest` (a record page's short lists).
    pub fn first_by_id(n: i64, newest: bool) -> Self {
        Self {
            sort: "id".into(),
            descending: newest,
            start: 0,
            end: n - 1,
        }
    }

    /// Checks the range and that `sort` is one of `sortable`.
    pub fn checked(self, sortable: &[&str]) -> Result<Self, CoreError> {
        if !sortable.contains(&self.sort.as_str()) {
            return Err(CoreError::field(
                "sort",
                // The admin console's lists (staff read English).
                crate::Said::staff_only(format!("Sort by one of: {}", sortable.join(", "))),
            ));
        }
        // `end - start` cannot overflow once both are checked non-negative and ordered; `+ 1`
        // could, for an end of i64::MAX.
        if self.start < 0 || self.end < self.start || self.end - self.start >= MAX_PAGE {
            return Err(CoreError::field(
                "range",
                crate::Said::staff_only(format!(
                    "Range must be [start, end] with at most {MAX_PAGE} rows"
                )),
            ));
        }
        Ok(self)
    }

    pub fn limit(&self) -> i64 {
        self.end - self.start + 1
    }

    /// The page these rows make, out of `total`.
    pub fn page<T>(&self, items: Vec<T>, total: i64) -> Page<T> {
        let per_page = self.limit().max(1);
        Page {
            items,
            page: (self.start / per_page + 1) as u32,
            per_page: per_page as u32,
            total: total.max(0) as u64,
        }
    }
}

/// Rows a page of a guest or owner list may ask for, at most.
pub const MAX_PER_PAGE: u32 = 100;
/// Pages a list may ask for, at most.
pub const MAX_PAGE_NUMBER: u32 = 10_000;

/// Checks a list's `page` and `perPage`: out of range is a 400 with field messages, never
/// quietly clamped (the caller would show a page it did not ask for).
pub fn checked_paging(page: u32, per_page: u32) -> Result<(u32, u32), CoreError> {
    let mut errors = crate::error::FieldErrors::new();
    if !(1..=MAX_PAGE_NUMBER).contains(&page) {
        errors.insert(
            "page".into(),
            refusal!("err-b-page-range", max = MAX_PAGE_NUMBER),
        );
    }
    if !(1..=MAX_PER_PAGE).contains(&per_page) {
        errors.insert(
            "perPage".into(),
            refusal!("err-b-per-page-range", max = MAX_PER_PAGE),
        );
    }
    if errors.is_empty() {
        Ok((page, per_page))
    } else {
        Err(CoreError::validation(errors))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn range(start: i64, end: i64) -> Result<ListRequest, CoreError> {
        ListRequest {
            sort: "id".into(),
            descending: false,
            start,
            end,
        }
        .checked(&["id"])
    }

    #[test]
    fn a_range_is_ordered_non_negative_and_at_most_a_page() {
        assert_eq!(range(0, MAX_PAGE - 1).unwrap().limit(), MAX_PAGE);
        assert_eq!(range(10, 19).unwrap().limit(), 10);
        for (start, end) in [
            (0, MAX_PAGE),
            (0, i64::MAX),
            (-1, 5),
            (5, 4),
            (i64::MIN, i64::MAX),
        ] {
            assert!(range(start, end).is_err(), "[{start}, {end}]");
        }
        // A far start is a valid (empty) page, and its page number does not overflow.
        let far = range(i64::MAX - 9, i64::MAX).unwrap();
        assert_eq!(far.limit(), 10);
        let page = far.page(Vec::<()>::new(), 0);
        assert_eq!(page.per_page, 10);
    }

    #[test]
    fn paging_out_of_range_is_refused_not_clamped() {
        assert_eq!(checked_paging(1, 100).unwrap(), (1, 100));
        assert_eq!(
            checked_paging(MAX_PAGE_NUMBER, 1).unwrap(),
            (MAX_PAGE_NUMBER, 1)
        );
        for (page, per_page, field) in [
            (0, 10, "page"),
            (1, 0, "perPage"),
            (1, 101, "perPage"),
            (10_001, 5, "page"),
        ] {
            match checked_paging(page, per_page) {
                Err(CoreError::Validation { fields, .. }) => assert!(fields.contains_key(field)),
                other => panic!("{page}/{per_page}: {other:?}"),
            }
        }
    }
}
