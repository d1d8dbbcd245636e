//! A hash-consing table: each distinct value is stored once and named by a
//! dense `u32` index, so equality of interned objects is an integer compare.
//!
//! Invariant: `items[i]` is the value whose handle is `i`, and `map` maps every
//! stored value back to its index. Entries are never removed, so handles stay
//! valid for the lifetime of the table.

use rustc_hash::FxHashMap;
use std::hash::Hash;

/// Append-only uniquing table.
#[derive(Debug)]
pub(crate) struct Interner<T: Hash + Eq + Clone> {
    items: Vec<T>,
    map: FxHashMap<T, u32>,
}

impl<T: Hash + Eq + Clone> Default for Interner<T> {
    fn default() -> Self {
        Interner {
            items: Vec::new(),
            map: FxHashMap::default(),
        }
    }
}

impl<T: Hash + Eq + Clone> Interner<T> {
    /// Returns the index of `value`, storing it first if it is new.
    pub(crate) fn intern(&mut self, value: T) -> u32 {
        if let Some(&index) = self.map.get(&value) {
            return index;
        }
        let index = u32::try_from(self.items.len()).expect("more than 2^32 interned objects");
        self.items.push(value.clone());
        self.map.insert(value, index);
        index
    }

    /// The value stored under `index`.
    pub(crate) fn get(&self, index: u32) -> &T {
        &self.items[index as usize]
    }

    /// Number of stored values.
    pub(crate) fn len(&self) -> usize {
        self.items.len()
    }
}

/// Interner for strings that hands out `&str` without cloning on lookup.
#[derive(Debug, Default)]
pub(crate) struct StrInterner {
    items: Vec<Box<str>>,
    map: FxHashMap<Box<str>, u32>,
}

impl StrInterner {
    pub(crate) fn intern(&mut self, s: &str) -> u32 {
        if let Some(&index) = self.map.get(s) {
            return index;
        }
        let index = u32::try_from(self.items.len()).expect("more than 2^32 interned strings");
        self.items.push(s.into());
        self.map.insert(s.into(), index);
        index
    }

    pub(crate) fn lookup(&self, s: &str) -> Option<u32> {
        self.map.get(s).copied()
    }

    pub(crate) fn get(&self, index: u32) -> &str {
        &self.items[index as usize]
    }
}
