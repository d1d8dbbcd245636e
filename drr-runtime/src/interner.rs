//! A hash-consing table: each distinct value is stored once and named by a
//! dense `u32` index, so equality of interned objects is an integer compare.
//!
//! Invariant: `items[i]` is the value whose handle is `i`, and `table` holds
//! every index exactly once (except values stored with
//! [`Interner::push_unindexed`], uniqued by the caller), packed with 32 bits of its value's hash (see
//! [`pack`]). Values are stored only in `items` (the table holds indices,
//! not copies), which halves the memory of large tables such as one location
//! per operation. Because the hash is kept next to the index, growing the
//! table never re-reads (or re-hashes) the values, and a probe only reads a
//! value whose 32 hash bits match, so inserting a new value (the common case
//! for locations, nearly all unique) never touches `items` at random.
//! Entries are never removed, so handles stay valid for the lifetime of the
//! table.
//!
//! The values are in [`Items`]: normally one vector; while the parallel
//! greedy driver runs, a frozen prefix shared (`Arc`) by the context and
//! its forks and what each added, so that a fork costs a copy of the hash
//! table (plain words) rather than of every value (see
//! `rewrite/parallel.rs`).

use hashbrown::HashTable;
use hashbrown::hash_table::Entry;
use rustc_hash::FxBuildHasher;
use std::hash::{BuildHasher, Hash};
use std::sync::Arc;

/// The values of an interning table by handle. Normally all in `all`
/// (a plain vector: reading a value costs what it did before forks
/// existed). While frozen, and in a fork, `all` is empty and the values are
/// in `shared` (the frozen prefix, shared with forks) and `added` (handles
/// from `shared_len` on): reads miss `all` and take the out-of-line path.
#[derive(Clone, Debug)]
pub(crate) struct Items<T> {
    all: Vec<T>,
    shared: Arc<Vec<T>>,
    shared_len: usize,
    added: Vec<T>,
}

impl<T> Default for Items<T> {
    fn default() -> Self {
        Items {
            all: Vec::new(),
            shared: Arc::new(Vec::new()),
            shared_len: 0,
            added: Vec::new(),
        }
    }
}

impl<T> Items<T> {
    #[inline(always)]
    pub(crate) fn get(&self, index: usize) -> &T {
        match self.all.get(index) {
            Some(v) => v,
            None => self.get_frozen(index),
        }
    }

    /// [`Items::get`] while frozen (or a handle out of range: a panic, as
    /// indexing a vector).
    #[cold]
    #[inline(never)]
    fn get_frozen(&self, index: usize) -> &T {
        if index < self.shared_len {
            &self.shared[index]
        } else {
            &self.added[index - self.shared_len]
        }
    }

    #[inline(always)]
    fn frozen(&self) -> bool {
        self.shared_len != 0
    }

    #[inline(always)]
    pub(crate) fn len(&self) -> usize {
        if self.frozen() {
            self.shared_len + self.added.len()
        } else {
            self.all.len()
        }
    }

    #[inline(always)]
    fn has_room(&self) -> bool {
        !self.frozen() && self.all.len() < self.all.capacity()
    }

    #[inline(always)]
    fn push(&mut self, value: T) {
        if self.frozen() {
            self.added.push(value);
        } else {
            self.all.push(value);
        }
    }

    fn reserve(&mut self, additional: usize) {
        if !self.frozen() {
            self.all.reserve(additional);
        }
    }

    /// Moves every value into the shared prefix, so that clones share them
    /// (O(1)).
    pub(crate) fn freeze(&mut self) {
        if self.frozen() || self.all.is_empty() {
            return;
        }
        self.shared = Arc::new(std::mem::take(&mut self.all));
        self.shared_len = self.shared.len();
    }

    /// Makes the values one vector again (O(values added since the freeze)
    /// once no clone shares the prefix; a copy of the prefix otherwise).
    pub(crate) fn thaw(&mut self)
    where
        T: Clone,
    {
        if !self.frozen() {
            return;
        }
        let shared = std::mem::take(&mut self.shared);
        let mut all = Arc::try_unwrap(shared).unwrap_or_else(|a| (*a).clone());
        all.append(&mut self.added);
        self.all = all;
        self.shared_len = 0;
    }
}

/// Append-only uniquing table.
#[derive(Clone, Debug)]
pub(crate) struct Interner<T: Hash + Eq> {
    items: Items<T>,
    table: HashTable<u64>,
}

impl<T: Hash + Eq> Default for Interner<T> {
    fn default() -> Self {
        Interner {
            items: Items::default(),
            table: HashTable::new(),
        }
    }
}

/// 32 bits of the hash of `value` (both halves of the 64-bit Fx hash
/// folded together).
#[inline]
pub(crate) fn hash32_of<Q: Hash + ?Sized>(value: &Q) -> u32 {
    fold32(FxBuildHasher.hash_one(value))
}

/// The 32-bit table hash of a value whose 64-bit Fx hash is `h`: a
/// borrowed key (see [`Interner::intern_with`]) hashed with
/// [`FxBuildHasher`] into exactly the calls `T::hash` makes gives, through
/// this, the same value as [`hash32_of`] of the owned `T`.
#[inline]
pub(crate) fn fold32(h: u64) -> u32 {
    (h ^ (h >> 32)) as u32
}

/// The 64-bit hash the table uses for a value with 32-bit hash `h`: `h` in
/// both halves, so the bucket position (low bits) and the control byte (top
/// 7 bits) both come from it.
#[inline]
fn table_hash(h: u32) -> u64 {
    (u64::from(h) << 32) | u64::from(h)
}

/// A table entry: the 32-bit hash above the index.
#[inline]
fn pack(h: u32, index: u32) -> u64 {
    (u64::from(h) << 32) | u64::from(index)
}

#[inline]
fn entry_hash(e: u64) -> u32 {
    (e >> 32) as u32
}

#[inline]
fn entry_index(e: u64) -> usize {
    e as u32 as usize
}

impl<T: Hash + Eq> Interner<T> {
    /// Returns the index of `value`, storing it first if it is new.
    pub(crate) fn intern(&mut self, value: T) -> u32 {
        // One probe, as for a borrowed key that is usually new: the value
        // is its own key.
        let h = hash32_of(&value);
        self.intern_with_likely_new(h, value, |v, item| item == v, |v| v)
    }

    /// [`Interner::intern_with`] for keys that are usually new (the
    /// parser's integer properties, a fresh value per op on `chain`): one
    /// probe that finds either the value or its insertion slot, where
    /// `intern_with` probes once to miss and again in `insert_unique`.
    /// Same contract as `intern_with`.
    #[inline]
    pub(crate) fn intern_with_likely_new<K>(
        &mut self,
        h: u32,
        key: K,
        eq: impl Fn(&K, &T) -> bool,
        make: impl FnOnce(K) -> T,
    ) -> u32 {
        let items = &self.items;
        let entry = self.table.entry(
            table_hash(h),
            |&e| entry_hash(e) == h && eq(&key, items.get(entry_index(e))),
            |&e| table_hash(entry_hash(e)),
        );
        match entry {
            Entry::Occupied(o) => entry_index(*o.get()) as u32,
            Entry::Vacant(v) => {
                let value = make(key);
                debug_assert_eq!(
                    hash32_of(&value),
                    h,
                    "intern_with_likely_new: hash of borrowed key differs"
                );
                let index =
                    u32::try_from(self.items.len()).expect("more than 2^32 interned objects");
                v.insert(pack(h, index));
                self.items.push(value);
                index
            }
        }
    }

    /// Returns the index of the value equal to `key` (a borrowed or
    /// partial form of it), building it (`make(key)`) and storing it only
    /// if it is new: no allocation on a hit. `h` must be [`hash32_of`] of
    /// the value `make` would build; `eq` tests equality with it.
    #[inline]
    pub(crate) fn intern_with<K>(
        &mut self,
        h: u32,
        key: K,
        eq: impl Fn(&K, &T) -> bool,
        make: impl FnOnce(K) -> T,
    ) -> u32 {
        // A plain `find` first: callers of this path mostly hit (constants
        // built again and again by patterns), and `find` skips the
        // capacity check and insertion-slot search that `entry` does up
        // front. A miss probes a second time, in `insert_unique`.
        let items = &self.items;
        if let Some(&e) = self.table.find(table_hash(h), |&e| {
            entry_hash(e) == h && eq(&key, items.get(entry_index(e)))
        }) {
            return entry_index(e) as u32;
        }
        let value = make(key);
        debug_assert_eq!(
            hash32_of(&value),
            h,
            "intern_with: hash of borrowed key differs"
        );
        let index = u32::try_from(self.items.len()).expect("more than 2^32 interned objects");
        self.table
            .insert_unique(table_hash(h), pack(h, index), |&e| {
                table_hash(entry_hash(e))
            });
        self.items.push(value);
        index
    }

    /// Stores `value` without entering it in the hash table, for a class
    /// of values that the caller uniques by other means and never passes
    /// to [`Self::intern`] (see `FileLocIndex` in `context.rs`).
    pub(crate) fn push_unindexed(&mut self, value: T) -> u32 {
        self.push_unindexed_with(|| value)
    }

    /// [`Self::push_unindexed`] of the value `make` builds, built only
    /// where it is stored: on the common path (room in the buffer, no
    /// call) its fields are written straight into the new slot. A value
    /// built before `push`'s possible growth call sat in a stack slot,
    /// written field by field and copied with wide loads: a
    /// store-forwarding stall per value.
    #[inline]
    pub(crate) fn push_unindexed_with(&mut self, make: impl FnOnce() -> T) -> u32 {
        let index = u32::try_from(self.items.len()).expect("more than 2^32 interned objects");
        if self.items.has_room() {
            self.items.push(make());
        } else {
            self.push_grow(make());
        }
        index
    }

    #[cold]
    #[inline(never)]
    fn push_grow(&mut self, value: T) {
        self.items.push(value);
    }

    /// Makes room for `items` more values, `indexed` of them in the hash
    /// table, without growing.
    pub(crate) fn reserve(&mut self, items: usize, indexed: usize) {
        self.items.reserve(items);
        self.table.reserve(indexed, |&e| table_hash(entry_hash(e)));
    }

    /// The index of the stored value equal to `value`, if any (a lookup
    /// that never stores).
    pub(crate) fn find(&self, value: &T) -> Option<u32> {
        let h = hash32_of(value);
        let items = &self.items;
        self.table
            .find(table_hash(h), |&e| {
                entry_hash(e) == h && items.get(entry_index(e)) == value
            })
            .map(|&e| entry_index(e) as u32)
    }

    /// The value stored under `index`.
    #[inline]
    pub(crate) fn get(&self, index: u32) -> &T {
        self.items.get(index as usize)
    }

    /// Number of stored values.
    #[inline]
    pub(crate) fn len(&self) -> usize {
        self.items.len()
    }

    /// See [`Items::freeze`].
    pub(crate) fn freeze(&mut self) {
        self.items.freeze();
    }

    /// See [`Items::thaw`].
    pub(crate) fn thaw(&mut self)
    where
        T: Clone,
    {
        self.items.thaw();
    }
}

/// Interner for strings, which are byte strings as in MLIR (a string
/// literal may hold any bytes through `\XX` escapes): lookups by `&[u8]`
/// without allocating.
///
/// Invariant: `items[i]` is the text of handle `i`: the string itself when
/// it is valid UTF-8, else its lossy form (each invalid sequence replaced
/// by U+FFFD); `raw` holds the exact bytes of exactly the strings that are
/// not valid UTF-8. So the text accessor costs what it did when strings
/// were `str`s, and the bytes accessor one test of an (almost always)
/// empty map.
#[derive(Clone, Debug, Default)]
pub(crate) struct StrInterner {
    items: Items<Box<str>>,
    table: HashTable<u64>,
    raw: rustc_hash::FxHashMap<u32, Box<[u8]>>,
}

impl StrInterner {
    pub(crate) fn intern(&mut self, s: &[u8]) -> u32 {
        let h = hash32_of(s);
        let (items, raw) = (&self.items, &self.raw);
        let entry = self.table.entry(
            table_hash(h),
            |&e| entry_hash(e) == h && bytes_of(items, raw, entry_index(e)) == s,
            |&e| table_hash(entry_hash(e)),
        );
        match entry {
            Entry::Occupied(o) => *o.get() as u32,
            Entry::Vacant(v) => {
                let index =
                    u32::try_from(self.items.len()).expect("more than 2^32 interned strings");
                v.insert(pack(h, index));
                match std::str::from_utf8(s) {
                    Ok(text) => self.items.push(text.into()),
                    Err(_) => {
                        self.items.push(String::from_utf8_lossy(s).into());
                        self.raw.insert(index, s.into());
                    }
                }
                index
            }
        }
    }

    pub(crate) fn lookup(&self, s: &[u8]) -> Option<u32> {
        let h = hash32_of(s);
        let (items, raw) = (&self.items, &self.raw);
        self.table
            .find(table_hash(h), |&e| {
                entry_hash(e) == h && bytes_of(items, raw, entry_index(e)) == s
            })
            .map(|&e| e as u32)
    }

    /// Makes room for `additional` more strings without growing.
    pub(crate) fn reserve(&mut self, additional: usize) {
        self.items.reserve(additional);
        self.table
            .reserve(additional, |&e| table_hash(entry_hash(e)));
    }

    /// The bytes of string `index`.
    #[inline]
    pub(crate) fn get(&self, index: u32) -> &[u8] {
        bytes_of(&self.items, &self.raw, index as usize)
    }

    /// String `index` as text: itself when it is valid UTF-8, otherwise
    /// its lossy form (invalid sequences as U+FFFD).
    #[inline]
    pub(crate) fn get_str(&self, index: u32) -> &str {
        self.items.get(index as usize)
    }

    /// String `index` as text, if it is valid UTF-8.
    #[inline]
    pub(crate) fn try_get_str(&self, index: u32) -> Option<&str> {
        if !self.raw.is_empty() && self.raw.contains_key(&index) {
            return None;
        }
        Some(self.items.get(index as usize))
    }

    pub(crate) fn len(&self) -> usize {
        self.items.len()
    }

    /// See [`Items::freeze`].
    pub(crate) fn freeze(&mut self) {
        self.items.freeze();
    }

    /// See [`Items::thaw`].
    pub(crate) fn thaw(&mut self) {
        self.items.thaw();
    }
}

/// The bytes of string `index` of a [`StrInterner`] (see its invariant).
#[inline]
fn bytes_of<'s>(
    items: &'s Items<Box<str>>,
    raw: &'s rustc_hash::FxHashMap<u32, Box<[u8]>>,
    index: usize,
) -> &'s [u8] {
    if !raw.is_empty()
        && let Some(bytes) = raw.get(&(index as u32))
    {
        return bytes;
    }
    items.get(index).as_bytes()
}
