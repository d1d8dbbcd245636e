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
//! The printer numbers its aliases (`#loc`, `#loc1`, `#loc2`, …, `#map3`),
//! in the order operations first use them, so a name that is a prefix and
//! a number is kept in a vector per prefix, indexed by the number: the
//! lookups of a module's operations, in text order, then walk those
//! vectors nearly in order instead of missing the cache at random in a
//! hash table (two misses per lookup, 8% of parsing arith 100k).
//!
//! Invariants: an entry's `hash` is [`hash_of`] its name,
//! `names[start..start + len]`; a name is in at most one place (the
//! vector of its prefix at its number, or the table), and at most
//! [`MAX_PREFIXES`] prefixes have vectors, each at most [`MAX_SLOTS`]
//! long, and all of them together never longer than [`SLOTS_PER_ALIAS`]
//! times the aliases defined plus 4,096 (`slots`; so names with huge
//! numbers cannot make the vectors large: they go to the table). The printer does not define its aliases
//! in number order: at 100k ops, a number reached up to 5 times the count
//! of aliases defined so far.

use hashbrown::HashTable;
use rustc_hash::FxBuildHasher;
use std::hash::BuildHasher;

/// Aliases by name, each with a value `V` (see the module docs).
pub(crate) struct AliasMap<V> {
    names: String,
    table: HashTable<Entry<V>>,
    /// Per prefix, the values of the names `prefix` + number by number
    /// (`#loc` is `loc` with number 0).
    numbered: Vec<(Box<str>, Vec<Option<V>>)>,
    /// Number of aliases defined.
    len: usize,
    /// Total length of the vectors of `numbered`.
    slots: usize,
}

/// The most prefixes with a vector of numbered names.
const MAX_PREFIXES: usize = 16;
/// The longest vector of numbered names.
const MAX_SLOTS: usize = 1 << 24;
/// How much longer than the number of aliases defined a vector may grow.
const SLOTS_PER_ALIAS: usize = 8;

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
            numbered: Vec::new(),
            len: 0,
            slots: 0,
        }
    }
}

#[inline]
fn hash_of(name: &str) -> u64 {
    FxBuildHasher.hash_one(name)
}

/// `name` as a prefix and a number: `loc12` is (`loc`, 12), `loc` is
/// (`loc`, 0); `None` for a name with no prefix, with a number written with
/// a leading zero (`loc01`, `loc0`: those are other names than `loc1`,
/// `loc`) or too large.
#[inline]
fn split_number(name: &str) -> Option<(&str, usize)> {
    let digits = name.bytes().rev().take_while(u8::is_ascii_digit).count();
    let (prefix, number) = name.split_at(name.len() - digits);
    if prefix.is_empty() {
        return None;
    }
    if number.is_empty() {
        return Some((prefix, 0));
    }
    if number.starts_with('0') || number.len() > 8 {
        return None;
    }
    let n: usize = number.parse().ok()?;
    (n > 0).then_some((prefix, n))
}

impl<V> AliasMap<V> {
    /// The value of alias `name`, if defined.
    #[inline]
    pub(crate) fn get(&self, name: &str) -> Option<&V> {
        if let Some((prefix, n)) = split_number(name)
            && let Some((_, values)) = self.numbered.iter().find(|(p, _)| **p == *prefix)
            && let Some(Some(v)) = values.get(n)
        {
            return Some(v);
        }
        self.get_hashed(name)
    }

    fn get_hashed(&self, name: &str) -> Option<&V> {
        if self.table.is_empty() {
            return None;
        }
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
        if let Some((prefix, n)) = split_number(name)
            && n < MAX_SLOTS
            && self.get_hashed(name).is_none()
        {
            let k = match self.numbered.iter().position(|(p, _)| **p == *prefix) {
                Some(k) => Some(k),
                None if self.numbered.len() < MAX_PREFIXES => {
                    self.numbered.push((prefix.into(), Vec::new()));
                    Some(self.numbered.len() - 1)
                }
                None => None,
            };
            let budget = SLOTS_PER_ALIAS * self.len + 4096;
            if let Some(k) = k
                && self.slots + (n + 1).saturating_sub(self.numbered[k].1.len()) <= budget
            {
                let values = &mut self.numbered[k].1;
                if values.len() <= n {
                    self.slots += n + 1 - values.len();
                    values.resize_with(n + 1, || None);
                }
                if values[n].replace(value).is_none() {
                    self.len += 1;
                }
                return;
            }
        }
        self.insert_hashed(name, value);
    }

    fn insert_hashed(&mut self, name: &str, value: V) {
        if let Some((prefix, n)) = split_number(name)
            && let Some((_, values)) = self.numbered.iter_mut().find(|(p, _)| **p == *prefix)
            && let Some(slot) = values.get_mut(n)
            && slot.is_some()
        {
            *slot = Some(value);
            return;
        }
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
                self.len += 1;
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

    #[test]
    fn numbered_names_keep_their_identity() {
        let mut m = AliasMap::default();
        m.insert("loc", 0);
        m.insert("loc1", 1);
        m.insert("loc01", 2);
        m.insert("loc0", 3);
        m.insert("map7", 4);
        m.insert("loc99999999", 5);
        m.insert("loc123456789012", 6);
        m.insert("7", 7);
        assert_eq!(m.get("loc"), Some(&0));
        assert_eq!(m.get("loc1"), Some(&1));
        assert_eq!(m.get("loc01"), Some(&2));
        assert_eq!(m.get("loc0"), Some(&3));
        assert_eq!(m.get("map7"), Some(&4));
        assert_eq!(m.get("loc99999999"), Some(&5));
        assert_eq!(m.get("loc123456789012"), Some(&6));
        assert_eq!(m.get("7"), Some(&7));
        assert!(m.get("loc2").is_none() && m.get("map").is_none() && m.get("map6").is_none());
        // A redefinition replaces the value wherever the name is.
        m.insert("loc1", 10);
        m.insert("loc99999999", 50);
        assert_eq!(m.get("loc1"), Some(&10));
        assert_eq!(m.get("loc99999999"), Some(&50));
        // More prefixes than get vectors still work.
        for i in 0..40 {
            m.insert(&format!("p{i}x1"), 100 + i);
        }
        for i in 0..40 {
            assert_eq!(m.get(&format!("p{i}x1")), Some(&(100 + i)));
        }
    }

    #[test]
    fn vectors_stay_within_their_budget() {
        // Huge numbers under many prefixes: the vectors together stay
        // within 8 slots per alias (+ 4,096), the rest goes to the table.
        let mut m = AliasMap::default();
        let mut x: u64 = 1;
        for i in 0..20_000u32 {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let name = format!("p{}x{}", i % 16, 1 + (x >> 40) % 9_999_999);
            if !m.contains_key(&name) {
                m.insert(&name, i);
                assert_eq!(m.get(&name), Some(&i));
            }
            assert!(m.slots <= super::SLOTS_PER_ALIAS * m.len + 4096);
        }
        assert!(m.len > 19_000 && !m.table.is_empty());
    }
}
