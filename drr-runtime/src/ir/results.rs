//! The result list of an operation ([`Results`]): one result inline (what
//! most operations have), none or several behind one pointer. 16 bytes in
//! the operation record, where a `SmallVec<[Value; 2]>` took 24: the
//! record is written once per parsed operation, so its size is a large
//! part of a parse's page faults and of the IR's memory.
//!
//! Invariant: a list of exactly one result is always `One` (so that
//! reading it needs no pointer), and `Many` never holds one result.

use smallvec::SmallVec;

use super::Value;

/// The heap part of a list of two or more results: up to four inline in
/// the box (one allocation for the usual multi-result operations).
type ManyResults = SmallVec<[Value; 4]>;

/// An operation's results (see the module docs). Derefs to a slice;
/// never grows or shrinks after creation, except by being replaced whole.
#[derive(Clone, Debug)]
pub(crate) enum Results {
    /// Exactly one result.
    One(Value),
    /// No result (`None`) or two or more.
    Many(Option<Box<ManyResults>>),
}

const _: () = assert!(std::mem::size_of::<Results>() == 16);

impl Results {
    /// No results (no allocation).
    pub(crate) const fn new() -> Self {
        Results::Many(None)
    }
}

impl Default for Results {
    fn default() -> Self {
        Results::new()
    }
}

impl std::ops::Deref for Results {
    type Target = [Value];
    #[inline(always)]
    fn deref(&self) -> &[Value] {
        match self {
            Results::One(v) => std::slice::from_ref(v),
            Results::Many(Some(many)) => many,
            Results::Many(None) => &[],
        }
    }
}

impl std::ops::DerefMut for Results {
    #[inline(always)]
    fn deref_mut(&mut self) -> &mut [Value] {
        match self {
            Results::One(v) => std::slice::from_mut(v),
            Results::Many(Some(many)) => many,
            Results::Many(None) => &mut [],
        }
    }
}

impl FromIterator<Value> for Results {
    fn from_iter<I: IntoIterator<Item = Value>>(iter: I) -> Self {
        let many: ManyResults = iter.into_iter().collect();
        match *many {
            [] => Results::new(),
            [one] => Results::One(one),
            _ => Results::Many(Some(Box::new(many))),
        }
    }
}

impl<'a> IntoIterator for &'a Results {
    type Item = &'a Value;
    type IntoIter = std::slice::Iter<'a, Value>;
    #[inline]
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}
