//! Uniquing attributes: integer, float, string, array, dense-array and dictionary attributes,
//! with the direct-mapped caches in front of the interner (see the context's invariants).

use super::*;

impl Context {
    /// Uniques an attribute. Prefer the typed constructors
    /// ([`Context::integer_attr`], [`Context::dense_int_elements_attr`],
    /// [`Context::dictionary`], …), which keep the invariants of
    /// [`AttrData`]. Of the data given here, dense elements are put in
    /// canonical form (integers normalized, all-equal elements a splat:
    /// see [`AttrData::DenseElements`]), so that equal attributes are one
    /// handle; the rest is kept as given (a dictionary's entries must be
    /// sorted by name, without repeats).
    pub fn intern_attr(&mut self, data: AttrData) -> Attribute {
        match data {
            // Through the dictionary index (see `DictIndex`).
            AttrData::Dictionary(entries) => self.intern_dictionary(entries.into_vec()),
            AttrData::DenseElements { ty, splat, values } => {
                let data = self.canonical_dense_elements(ty, splat, values);
                Attribute(self.attrs.intern(data))
            }
            data => Attribute(self.attrs.intern(data)),
        }
    }

    /// Records `ty` as the type of the typed attribute `attr`, kept as
    /// text (see `Context::opaque_types`; the first record stays).
    pub(crate) fn set_opaque_type(&mut self, attr: Attribute, ty: Type) {
        self.opaque_types.entry(attr).or_insert(ty);
    }

    /// The type of a typed attribute kept as text
    /// ([`AttrData::Opaque`]), if it was written with one.
    pub(crate) fn opaque_type(&self, attr: Attribute) -> Option<Type> {
        self.opaque_types.get(&attr).copied()
    }

    /// The structure of an attribute.
    // Small and called from generated code in other crates.
    #[inline]
    pub fn attr_data(&self, attr: Attribute) -> &AttrData {
        self.attrs.get(attr.0)
    }

    /// Interns `data`, an attribute without heap parts (unit, integer,
    /// float, type, location), by value. [`Interner::intern`] would, on a
    /// hit (the common case for pattern-built constants), drop the value
    /// through the out-of-line drop glue of `AttrData` (a call and a match
    /// on the variant per hit); here the key is wrapped in `ManuallyDrop`,
    /// which is leak-free only because these variants own no heap memory.
    /// Same table, same hash, same handles as [`Context::intern_attr`].
    #[inline]
    pub(super) fn intern_plain_attr(&mut self, data: AttrData) -> Attribute {
        debug_assert!(matches!(
            data,
            AttrData::Unit
                | AttrData::Integer { .. }
                | AttrData::Float { .. }
                | AttrData::Type(_)
                | AttrData::Location(_)
        ));
        let key = std::mem::ManuallyDrop::new(data);
        let h = crate::interner::hash32_of(&*key);
        Attribute(self.attrs.intern_with(
            h,
            key,
            |k, d| **k == *d,
            std::mem::ManuallyDrop::into_inner,
        ))
    }

    /// `unit`.
    pub fn unit_attr(&mut self) -> Attribute {
        self.intern_plain_attr(AttrData::Unit)
    }

    /// An integer attribute; `value` is truncated to the type's width and
    /// normalized (see [`AttrData`]).
    pub fn integer_attr(&mut self, ty: Type, value: i128) -> Attribute {
        // Keyed by the value as given: normalization depends only on
        // (type, value).
        let slot = (((value as u64) ^ u64::from(ty.0).rotate_left(32))
            .wrapping_mul(0x9e37_79b9_7f4a_7c15)
            >> (64 - INT_ATTR_CACHE.trailing_zeros())) as usize;
        if let Some((t, v, a)) = self.int_attrs[slot]
            && t == ty
            && v == value
        {
            return a;
        }
        let normalized = self.normalize_int(ty, value);
        let a = self.intern_plain_attr(AttrData::Integer {
            ty,
            value: normalized,
        });
        self.int_attrs[slot] = Some((ty, value, a));
        a
    }

    /// [`Context::integer_attr`] for the parser's integer properties: the
    /// caller guarantees `value` is already normalized for `ty` (checked in
    /// debug builds), so the type is not looked up again, and the value is
    /// usually new, so a miss probes the hash table once instead of twice
    /// (see [`Interner::intern_with_likely_new`]). Same handles.
    #[inline]
    pub(crate) fn integer_attr_normalized(&mut self, ty: Type, value: i128) -> Attribute {
        debug_assert_eq!(self.normalize_int(ty, value), value);
        // Integers own no heap memory, so `ManuallyDrop` leaks nothing (as
        // in `intern_plain_attr`).
        let key = std::mem::ManuallyDrop::new(AttrData::Integer { ty, value });
        let h = crate::interner::hash32_of(&*key);
        Attribute(self.attrs.intern_with_likely_new(
            h,
            key,
            |k, d| **k == *d,
            std::mem::ManuallyDrop::into_inner,
        ))
    }

    /// Normalizes an integer for storage in an attribute of type `ty`.
    pub fn normalize_int(&self, ty: Type, value: i128) -> i128 {
        let (width, signedness) = match self.type_data(ty) {
            TypeData::Integer { width, signedness } => (*width, *signedness),
            TypeData::Index => (64, Signedness::Signless),
            _ => return value,
        };
        normalize_int_bits(value, width, signedness)
    }

    /// `true` / `false` (an `i1` integer attribute).
    pub fn bool_attr(&mut self, value: bool) -> Attribute {
        let i1 = self.int_type(1);
        self.integer_attr(i1, value as i128)
    }

    /// A float attribute from its bit pattern.
    pub fn float_attr_bits(&mut self, ty: Type, bits: u128) -> Attribute {
        self.intern_plain_attr(AttrData::Float { ty, bits })
    }

    /// A float attribute of a float type from an `f64` value (rounded to the
    /// type's format).
    pub fn float_attr(&mut self, ty: Type, value: f64) -> Attribute {
        let kind = match self.type_data(ty) {
            TypeData::Float(k) => *k,
            _ => FloatKind::F64,
        };
        let bits = crate::text::float::float_bits_from_f64(kind, value);
        self.float_attr_bits(ty, bits)
    }

    /// An untyped string attribute.
    pub fn string_attr(&mut self, value: &str) -> Attribute {
        self.string_attr_bytes(value.as_bytes(), None)
    }

    /// A string attribute of the given bytes and optional type, looked up
    /// by the borrowed bytes: allocates only when the attribute is new.
    pub fn string_attr_bytes(&mut self, value: &[u8], ty: Option<Type>) -> Attribute {
        let h = string_attr_hash(&self.string_hasher, value, ty);
        Attribute(self.attrs.intern_with(
            h,
            (value, ty),
            |&(v, t), d| matches!(d, AttrData::String { value, ty } if **value == *v && *ty == t),
            |(value, ty)| AttrData::String {
                value: value.into(),
                ty,
            },
        ))
    }

    /// A type attribute.
    pub fn type_attr(&mut self, ty: Type) -> Attribute {
        self.intern_plain_attr(AttrData::Type(ty))
    }

    /// An array attribute.
    pub fn array_attr(&mut self, elements: Vec<Attribute>) -> Attribute {
        self.intern_attr(AttrData::Array(elements))
    }

    /// `@root`.
    pub fn symbol_ref_attr(&mut self, root: &str) -> Attribute {
        let root = self.symbol(root);
        self.intern_attr(AttrData::SymbolRef {
            root,
            nested: Vec::new(),
        })
    }

    /// `array<i32: …>`.
    ///
    /// Up to four values (the operand segment sizes of built ops, which
    /// repeat) are looked up first in a small direct-mapped cache of the
    /// last ones made (no list allocated and hashed on a hit); interned
    /// attributes are never freed, so an entry stays valid.
    pub fn dense_i32_array_attr(&mut self, values: &[i32]) -> Attribute {
        if values.len() > 4 {
            return self.dense_i32_array_attr_uncached(values);
        }
        let mut key = [0i32; 4];
        key[..values.len()].copy_from_slice(values);
        let len = values.len() as u32;
        let word = |i: usize| u64::from(key[i] as u32);
        let mixed =
            (word(0) | word(1) << 32) ^ (word(2) | word(3) << 32).rotate_left(17) ^ u64::from(len);
        let slot = (mixed.wrapping_mul(0x9e37_79b9_7f4a_7c15)
            >> (64 - I32_ARRAY_CACHE.trailing_zeros())) as usize
            & (I32_ARRAY_CACHE - 1);
        if let Some((l, k, a)) = self.i32_arrays[slot]
            && l == len
            && k == key
        {
            return a;
        }
        let a = self.dense_i32_array_attr_uncached(values);
        self.i32_arrays[slot] = Some((len, key, a));
        a
    }

    /// [`Context::dense_i32_array_attr`] without its cache.
    pub(super) fn dense_i32_array_attr_uncached(&mut self, values: &[i32]) -> Attribute {
        let element = self.int_type(32);
        self.intern_attr(AttrData::DenseArray {
            element,
            values: values.iter().map(|&v| v as i64 as u64).collect(),
        })
    }

    /// The empty dictionary.
    pub fn empty_dictionary(&self) -> Attribute {
        self.empty_dict
    }

    /// [`Context::dictionary`] of entries whose names must be distinct:
    /// a repeated name is an error ([`IrError::DuplicateAttribute`], naming
    /// it) instead of the last entry winning. What the operation setters
    /// use ([`Context::create_op`]'s discardable attributes,
    /// [`Context::set_attributes`]).
    pub fn try_dictionary(
        &mut self,
        mut entries: Vec<NamedAttribute>,
    ) -> Result<Attribute, IrError> {
        if entries.len() > 1 {
            entries.sort_by(|a, b| self.bytes(a.name).cmp(self.bytes(b.name)));
            if let Some(w) = entries.windows(2).find(|w| w[0].name == w[1].name) {
                return Err(IrError::DuplicateAttribute {
                    name: self.str(w[0].name).to_string(),
                });
            }
        }
        Ok(self.dictionary_sorted(entries))
    }

    /// A dictionary of the given entries, sorted by name. If a name occurs
    /// more than once, the last entry wins (see [`Context::try_dictionary`]
    /// to have that reported instead).
    pub fn dictionary(&mut self, mut entries: Vec<NamedAttribute>) -> Attribute {
        if entries.is_empty() {
            return self.empty_dict;
        }
        if entries.len() > 1 {
            // Stable sort then keep the last of equal names.
            entries.sort_by(|a, b| self.bytes(a.name).cmp(self.bytes(b.name)));
            let mut deduped: Vec<NamedAttribute> = Vec::with_capacity(entries.len());
            for e in entries {
                match deduped.last_mut() {
                    Some(last) if last.name == e.name => *last = e,
                    _ => deduped.push(e),
                }
            }
            entries = deduped;
        }
        self.dictionary_sorted(entries)
    }

    /// A dictionary of `entries`, which the caller guarantees are sorted by
    /// name (byte order) without repeated names: what
    /// [`Context::dictionary`] builds, without sorting.
    pub fn dictionary_sorted(&mut self, entries: Vec<NamedAttribute>) -> Attribute {
        debug_assert!(
            entries
                .windows(2)
                .all(|w| self.bytes(w[0].name) < self.bytes(w[1].name)),
            "dictionary_sorted: entries not sorted"
        );
        if entries.is_empty() {
            return self.empty_dict;
        }
        self.intern_dictionary(entries)
    }

    /// [`Context::dictionary_sorted`] of borrowed entries: allocates only
    /// when the dictionary is new.
    ///
    /// Inlined up to the already-interned case (built ops mostly repeat a
    /// dictionary); a new one is stored out of line.
    #[inline]
    pub fn dictionary_sorted_slice(&mut self, entries: &[NamedAttribute]) -> Attribute {
        debug_assert!(
            entries
                .windows(2)
                .all(|w| self.bytes(w[0].name) < self.bytes(w[1].name)),
            "dictionary_sorted_slice: entries not sorted"
        );
        if entries.is_empty() {
            return self.empty_dict;
        }
        match self.probe_dictionary(entries) {
            DictProbe::Found(a) => a,
            probe => self.store_dictionary(entries, probe),
        }
    }

    /// [`Context::dictionary_sorted_slice`] for the properties of an
    /// operation being built (`StateBuilder`): a dictionary of one or two
    /// entries is looked up first in a small direct-mapped cache of the
    /// last ones built, keyed by the entries themselves. Built ops repeat a
    /// few dictionaries (the same pattern, the same attribute values), and
    /// a hit is a hash of two words and a compare instead of a walk of
    /// [`DictIndex`] (the chain, then the dictionary's record and its
    /// entries, scattered in memory). Exact: an entry holds the interned
    /// dictionary of exactly its entries, and interned attributes are never
    /// freed or changed, so a hit is what the lookup would return.
    #[inline]
    pub(crate) fn built_dictionary(&mut self, entries: &[NamedAttribute]) -> Attribute {
        let (a, b) = match *entries {
            [x] => (pack_entry(x), BuiltDict::NONE),
            [x, y] => (pack_entry(x), pack_entry(y)),
            _ => return self.dictionary_sorted_slice(entries),
        };
        let slot = ((a ^ b.rotate_left(29)).wrapping_mul(0x9e37_79b9_7f4a_7c15)
            >> (64 - BUILT_DICT_CACHE.trailing_zeros())) as usize
            & (BUILT_DICT_CACHE - 1);
        let hit = self.built_dicts[slot];
        if hit.a == a && hit.b == b {
            return hit.dict;
        }
        self.built_dictionary_miss(entries, slot, a, b)
    }

    /// [`Context::built_dictionary`] past its cache: the lookup, and the
    /// cache entry `slot` (of `a`, `b`) filled. Out of line: the inlined
    /// hit path stays small in every builder.
    #[inline(never)]
    pub(super) fn built_dictionary_miss(
        &mut self,
        entries: &[NamedAttribute],
        slot: usize,
        a: u64,
        b: u64,
    ) -> Attribute {
        let dict = self.dictionary_sorted_slice(entries);
        self.built_dicts[slot] = BuiltDict { a, b, dict };
        dict
    }

    /// The rest of [`Context::dictionary_sorted_slice`]: stores the new
    /// dictionary `entries` where `probe` says.
    #[inline(never)]
    pub(super) fn store_dictionary(
        &mut self,
        entries: &[NamedAttribute],
        probe: DictProbe,
    ) -> Attribute {
        match probe {
            DictProbe::Found(a) => a,
            DictProbe::Chain(slot) => self.push_dictionary(slot, dict_entries_of(entries)),
            DictProbe::Table => {
                let h = dictionary_hash(&self.dict_hasher, entries);
                Attribute(self.attrs.intern_with(
                    h,
                    entries,
                    |k, d| matches!(d, AttrData::Dictionary(e) if e[..] == **k),
                    |k| AttrData::Dictionary(dict_entries_of(k)),
                ))
            }
        }
    }

    /// Interns the dictionary of exactly `entries` (sorted, no repeated
    /// names): through [`DictIndex`], or the hash table for what that index
    /// does not hold.
    pub(super) fn intern_dictionary(&mut self, entries: Vec<NamedAttribute>) -> Attribute {
        match self.probe_dictionary(&entries) {
            DictProbe::Found(a) => a,
            // `from_vec` keeps a `Vec` with room for more than two entries
            // as the heap buffer; shorter ones are copied inline.
            DictProbe::Chain(slot) => self.push_dictionary(slot, DictEntries::from_vec(entries)),
            DictProbe::Table => {
                let h = dictionary_hash(&self.dict_hasher, &entries);
                Attribute(self.attrs.intern_with(
                    h,
                    entries,
                    |k, d| matches!(d, AttrData::Dictionary(e) if e[..] == k[..]),
                    |k| AttrData::Dictionary(DictEntries::from_vec(k)),
                ))
            }
        }
    }

    /// Looks `entries` up in [`DictIndex`]: found, or where a new
    /// dictionary goes (see the index's invariant).
    pub(super) fn probe_dictionary(&self, entries: &[NamedAttribute]) -> DictProbe {
        let Some(last) = entries.last() else {
            return DictProbe::Table;
        };
        let slot = last.value.0 as usize;
        let mut len = 0;
        let mut link = self
            .dicts
            .heads
            .get(slot)
            .copied()
            .unwrap_or(DictIndex::NONE);
        while link != DictIndex::NONE {
            let (attr, next) = self.dicts.links[link as usize];
            if matches!(self.attrs.get(attr), AttrData::Dictionary(e) if e[..] == *entries) {
                return DictProbe::Found(Attribute(attr));
            }
            len += 1;
            link = next;
        }
        if len < DictIndex::MAX_CHAIN {
            DictProbe::Chain(slot)
        } else {
            DictProbe::Table
        }
    }

    /// Stores a new dictionary in the chain of `slot` of [`DictIndex`].
    pub(super) fn push_dictionary(&mut self, slot: usize, entries: DictEntries) -> Attribute {
        let attr = self.attrs.push_unindexed(AttrData::Dictionary(entries));
        let index = &mut self.dicts;
        if index.heads.len() <= slot {
            index.heads.resize(slot + 1, DictIndex::NONE);
        }
        let link = u32::try_from(index.links.len()).expect("more than 2^32 attributes");
        index.links.push((attr, index.heads[slot]));
        index.heads[slot] = link;
        Attribute(attr)
    }

    /// The entries of a dictionary attribute (empty for other attributes).
    // Small and called from generated code in other crates.
    #[inline]
    pub fn dict_entries(&self, dict: Attribute) -> &[NamedAttribute] {
        match self.attr_data(dict) {
            AttrData::Dictionary(entries) => entries,
            _ => &[],
        }
    }

    /// Looks up `name` in a dictionary attribute.
    // Small and called from generated code in other crates.
    #[inline]
    pub fn dict_get(&self, dict: Attribute, name: Symbol) -> Option<Attribute> {
        self.dict_entries(dict)
            .iter()
            .find(|e| e.name == name)
            .map(|e| e.value)
    }

    /// A copy of `dict` with `name` set to `value` (or removed for `None`).
    pub fn dict_with(
        &mut self,
        dict: Attribute,
        name: Symbol,
        value: Option<Attribute>,
    ) -> Attribute {
        let mut entries: Vec<NamedAttribute> = self
            .dict_entries(dict)
            .iter()
            .copied()
            .filter(|e| e.name != name)
            .collect();
        if let Some(value) = value {
            entries.push(NamedAttribute { name, value });
        }
        self.dictionary(entries)
    }
}
