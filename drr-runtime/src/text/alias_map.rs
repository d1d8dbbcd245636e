//! The parser's table of aliases by name (`#name = …`, `!name = …`).
//!
//! A module printed with its locations starts with about one location
//! alias per operation (`#loc123 = loc("f.mlir":3:4)`: 121,000 of them
//! for an arith module of 100,000 ops). A map keyed by `&str` into the
//! source hashed every name again, reading its text, each time the table
//! grew (4% of parsing such a module), and each lookup compared with text
//! whose pages the parser may have given back (`source_file.rs`), faulting
//! them in again. Here each entry keeps its name's full hash, and the names
//! are copied into one buffer: growing reads no name, and a lookup reads
//! only the buffer.
//!
//! Invariant: an entry's `hash` is [`hash_of`] its name,
//! `names[start..start + len]`, and no two entries have the same name.

use hashbrown::HashTable;
use rustc_hash::FxBuildHasher;
use std::hash::BuildHasher;

/// Aliases by name, each with a value `V` (see the module docs).
pub(crate) struct AliasMap<V> {
    names: String,
    table: HashTable<Entry<V>>,
}

struct Entry<V> {
    hash: u64,
    start: usize,
    len: usize,
    value: V,
}

impl<V> Default for AliasMap<V> {
    fn default() -> Self {
        AliasMap {
            names: String::new(),
            table: HashTable::new(),
        }
    }
}

#[inline]
fn hash_of(name: &str) -> u64 {
    FxBuildHasher.hash_one(name)
}

impl<V> AliasMap<V> {
    /// The value of alias `name`, if defined.
    #[inline]
    pub(crate) fn get(&self, name: &str) -> Option<&V> {
        let h = hash_of(name);
        let names = &self.names;
        self.table
            .find(h, |e| {
                e.hash == h && e.len == name.len() && &names[e.start..e.start + e.len] == name
            })
            .map(|e| &e.value)
    }

    /// True if alias `name` is defined.
    pub(crate) fn contains_key(&self, name: &str) -> bool {
        self.get(name).is_some()
    }

    /// Defines alias `name` as `value`, replacing an earlier definition.
    pub(crate) fn insert(&mut self, name: &str, value: V) {
        let h = hash_of(name);
        let names = &self.names;
        let entry = self.table.entry(
            h,
            |e| e.hash == h && e.len == name.len() && &names[e.start..e.start + e.len] == name,
            |e| e.hash,
        );
        match entry {
            hashbrown::hash_table::Entry::Occupied(mut o) => o.get_mut().value = value,
            hashbrown::hash_table::Entry::Vacant(v) => {
                let start = self.names.len();
                self.names.push_str(name);
                v.insert(Entry {
                    hash: h,
                    start,
                    len: name.len(),
                    value,
                });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::AliasMap;

    #[test]
    fn finds_what_was_inserted_across_growth() {
        let mut m = AliasMap::default();
        for i in 0..10_000u32 {
            m.insert(&format!("loc{i}"), i);
        }
        m.insert("loc7", 70);
        assert_eq!(m.get("loc7"), Some(&70));
        assert_eq!(m.get("loc9999"), Some(&9999));
        assert!(m.get("loc10000").is_none());
        assert!(m.get("loc").is_none());
        assert!(m.contains_key("loc0"));
    }
}
