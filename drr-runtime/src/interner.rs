//! A hash-consing table: each distinct value is stored once and named by a
//! dense `u32` index, so equality of interned objects is an integer compare.
//!
//! Invariant: `items[i]` is the value whose handle is `i`, and `table` holds
//! every index exactly once, hashed by the value it names. Values are stored
//! only in `items` (the table holds indices, not copies), which halves the
//! memory of large tables such as one location per operation. Entries are
//! never removed, so handles stay valid for the lifetime of the table.

use hashbrown::HashTable;
use rustc_hash::FxBuildHasher;
use std::hash::{BuildHasher, Hash};

/// Append-only uniquing table.
#[derive(Debug)]
pub(crate) struct Interner<T: Hash + Eq> {
    items: Vec<T>,
    table: HashTable<u32>,
}

impl<T: Hash + Eq> Default for Interner<T> {
    fn default() -> Self {
        Interner {
            items: Vec::new(),
            table: HashTable::new(),
        }
    }
}

fn hash_of<Q: Hash + ?Sized>(value: &Q) -> u64 {
    FxBuildHasher.hash_one(value)
}

impl<T: Hash + Eq> Interner<T> {
    /// Returns the index of `value`, storing it first if it is new.
    pub(crate) fn intern(&mut self, value: T) -> u32 {
        let hash = hash_of(&value);
        let items = &self.items;
        if let Some(&index) = self.table.find(hash, |&i| items[i as usize] == value) {
            return index;
        }
        let index = u32::try_from(self.items.len()).expect("more than 2^32 interned objects");
        self.items.push(value);
        let items = &self.items;
        self.table
            .insert_unique(hash, index, |&i| hash_of(&items[i as usize]));
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

/// Interner for strings: lookups by `&str` without allocating.
#[derive(Debug, Default)]
pub(crate) struct StrInterner {
    items: Vec<Box<str>>,
    table: HashTable<u32>,
}

impl StrInterner {
    pub(crate) fn intern(&mut self, s: &str) -> u32 {
        if let Some(index) = self.lookup(s) {
            return index;
        }
        let hash = hash_of(s);
        let index = u32::try_from(self.items.len()).expect("more than 2^32 interned strings");
        self.items.push(s.into());
        let items = &self.items;
        self.table
            .insert_unique(hash, index, |&i| hash_of(&*items[i as usize]));
        index
    }

    pub(crate) fn lookup(&self, s: &str) -> Option<u32> {
        let items = &self.items;
        self.table
            .find(hash_of(s), |&i| &*items[i as usize] == s)
            .copied()
    }

    pub(crate) fn get(&self, index: u32) -> &str {
        &self.items[index as usize]
    }
}
