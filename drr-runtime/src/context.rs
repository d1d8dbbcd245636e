//! The [`Context`]: owner of everything.
//!
//! It uniques types, attributes, locations, strings and operation names (so
//! equality of those is a handle compare) and stores the IR itself in
//! generational arenas (see [`crate::ir`]). One context holds any number of
//! modules; handles from one context must not be used with another.
//!
//! Nothing interned is ever freed or changed, so the lookup shortcuts in
//! front of the interners (the dictionary and fused-location indexes, the
//! direct-mapped caches of integer attributes and of built dictionaries)
//! only ever hold handles that stay valid, and a hit is what the full
//! lookup would return.

use rustc_hash::{FxHashMap, FxHashSet, FxHasher};
use smallvec::SmallVec;
use std::hash::{Hash, Hasher};

use crate::attributes::{AttrData, Attribute, DictEntries, NamedAttribute};
use crate::error::IrError;
use crate::interner::{Interner, StrInterner};
use crate::ir::{Arena, BlockData, BlockId, OpData, OpId, RegionData, RegionId, Value, ValueData};
use crate::location::{LocData, LocList, LocRecord, Location};
use crate::op_definition::{DialectDefinition, OpDefinition, OpName, OpNameInfo};
use crate::symbol::Symbol;
use crate::types::{FloatKind, Signedness, Type, TypeData};

mod attribute_uniquing;
mod dense_elements;
mod location_uniquing;
mod registration;

/// Owner of uniqued objects and IR storage.
pub struct Context {
    strings: StrInterner,
    types: Interner<TypeData>,
    attrs: Interner<AttrData>,
    locs: Interner<LocRecord>,
    file_locs: FileLocIndex,
    fused_locs: FusedLocIndex,
    /// Scratch marks of [`Context::fused_loc`]'s deduplication (all clear
    /// between calls).
    loc_marks: LocMarks,
    dicts: DictIndex,
    op_names: Vec<OpNameInfo>,
    /// Per op name (index), its branch interface if it has one (see
    /// [`Context::register_successor_operands`]). Kept out of
    /// [`OpNameInfo`], whose 64 bytes every op-name lookup indexes.
    branch_hooks: Vec<Option<crate::ir::SuccessorOperandsFn>>,
    /// Per op name: its symbol-use check (see `register_symbol_uses`).
    symbol_use_hooks: Vec<Option<crate::op_definition::SymbolUsesFn>>,
    /// Per op name: its successor operands as a region branch terminator
    /// (see `register_region_terminator`).
    region_terminator_hooks: Vec<Option<crate::ods::RegionTerminatorFn>>,
    /// The exact bytes of the op names that are not UTF-8 (`"t.\FF"`),
    /// whose [`OpNameInfo`] holds a lossy text; kept apart so that the
    /// 64-byte records every op-name lookup indexes do not grow.
    raw_op_names: FxHashMap<OpName, Box<[u8]>>,
    op_name_map: FxHashMap<Box<[u8]>, OpName>,
    /// Per op name (index), the registered definition's address (0 if
    /// none) with the symbols of its `inherent_attrs`, interned once at
    /// registration (see [`Context::inherent_attr_symbol`]). The address
    /// duplicates `OpNameInfo::definition` so that an attribute read by
    /// definition checks and finds its symbol in one record.
    inherent_syms: Vec<InherentSymbols>,
    /// Registered definitions by address → their op name.
    def_names: FxHashMap<usize, OpName>,
    /// The last hits in `def_names`, direct-mapped by address (key 0:
    /// empty; no definition is at address 0). DRR result ops are built
    /// over and over, by many patterns in turn: a one-entry cache missed
    /// about every other build, each a hash lookup. A definition's name
    /// never changes once registered, so an entry never goes stale.
    def_cache: [(usize, OpName); DEF_CACHE],
    /// The definition last found in `def_names` (also in `def_cache`),
    /// checked first: one pattern applied over and over (a `chain` of the
    /// same op) then needs no slot computed.
    last_def: (usize, OpName),
    dialects: FxHashMap<Box<str>, &'static DialectDefinition>,
    /// Dialect namespaces whose unknown operations verify (see
    /// [`Context::allow_unknown_operations`]).
    unknown_ops_allowed: FxHashSet<Box<str>>,
    /// `Some`: the parser rejects operations, types and attributes of a
    /// dialect neither registered nor in this set (see
    /// [`Context::reject_unregistered_dialects`]); `None` (the default):
    /// everything is accepted.
    known_namespaces: Option<FxHashSet<Box<str>>>,
    /// More definitions of registered dialects (`ods!` blocks declaring
    /// `dialect NAME as Type;`): their region verifiers run too.
    dialect_extensions: Vec<&'static DialectDefinition>,
    pub(crate) ops: Arena<OpId, OpData>,
    pub(crate) blocks: Arena<BlockId, BlockData>,
    pub(crate) regions: Arena<RegionId, RegionData>,
    pub(crate) values: Arena<Value, ValueData>,
    /// The greedy driver's worklist position table (one `u32` per op
    /// arena slot), kept between driver runs: its entries need no reset
    /// (see `rewrite/worklist.rs`), so a run on a small scope of a large
    /// context does not build one the size of the op arena.
    /// `apply_patterns_greedily_per_op` drops it when done, and
    /// [`Context::release_driver_tables`] on request.
    pub(crate) worklist_positions: Vec<u32>,
    empty_dict: Attribute,
    unknown_loc: Location,
    /// Bumped whenever the chain of ancestors of an existing block may
    /// change: a block is put into a region, regions are given to an
    /// operation, or an operation with regions is linked into or detached
    /// from a block. (Blocks never leave their region and regions never
    /// leave their operation except by being erased, and erased handles are
    /// never reused: slotmap keys carry a generation.) Caches of ancestor
    /// chains keyed by block (the greedy driver's worklist insertion) are
    /// valid while it is unchanged.
    pub(crate) structure_epoch: u64,
    /// The integer types of widths 1, 8, 16, 32 and 64 (each signedness)
    /// and `index`, once interned (see [`Context::integer_type`]): no hash
    /// lookup for the common types.
    common_types: [Option<Type>; 16],
    /// Fx hasher states after hashing the discriminant of
    /// `AttrData::Dictionary` and `AttrData::String` (see
    /// [`dictionary_hash`]).
    dict_hasher: FxHasher,
    string_hasher: FxHasher,
    /// The last integer attributes built by [`Context::integer_attr`], by
    /// (type, value as given), direct-mapped: patterns build the same
    /// constants again and again, and a hit skips the normalization and
    /// the hash-table probe. Interned attributes are never freed, so an
    /// entry stays valid.
    int_attrs: [Option<(Type, i128, Attribute)>; INT_ATTR_CACHE],
    /// The last `array<i32: …>` attributes of at most four values (see
    /// [`Context::dense_i32_array_attr`]), direct-mapped by (length, the
    /// values padded with zeros).
    i32_arrays: [Option<(u32, [i32; 4], Attribute)>; I32_ARRAY_CACHE],
    /// The last properties dictionaries of one or two entries built for
    /// new operations (see [`Context::built_dictionary`]), direct-mapped
    /// by their entries.
    built_dicts: Box<[BuiltDict; BUILT_DICT_CACHE]>,
    /// This context's number, unique in the process (0 once numbers run
    /// out): what caches of interned objects outside the context are keyed
    /// by (see [`Context::instance_id`]).
    instance_id: u32,
    /// The [`Context::instance_id`] of the context whose operation names
    /// this one's are (its own, or that of the context it was forked
    /// from): an [`OpName`] means the same operation in every context of
    /// one origin, so a frozen pattern set runs on those only.
    name_origin: u32,
    /// The types of typed attributes kept as text ([`AttrData::Opaque`]:
    /// `#dialect.name<…> : type`, `dense_resource<…> : type`,
    /// `sparse<…> : type`), recorded when they are parsed (MLIR's
    /// `OpaqueAttr` and elements attributes are `TypedAttr`s). The text
    /// includes the type, so the entry is a function of the attribute.
    opaque_types: FxHashMap<Attribute, Type>,
    /// Dialect types implementing `ShapedTypeInterface` and their element
    /// types (see `shaped_types.rs`).
    pub(crate) shaped: crate::shaped_types::ShapedDialectTypes,
    /// The element type interfaces of registered dialect type kinds (see
    /// `element_types.rs`).
    pub(crate) element_interfaces:
        rustc_hash::FxHashMap<Box<str>, crate::element_types::ElementInterfaces>,
    /// The registered dialect types without parameters (`!ns.mnemonic`),
    /// whose body the parser drops (see `ods/dialect_def.rs`).
    pub(crate) parameterless_types: rustc_hash::FxHashSet<Box<str>>,
    /// The type mnemonics of registered `ods!` dialects (see
    /// `ods/dialect_def.rs`): per namespace, whether the dialect reads its
    /// types with mlir-tblgen's generated parser (which rejects any other
    /// mnemonic) and the mnemonics its `TypeDef`s declare.
    pub(crate) type_mnemonics: crate::ods::Mnemonics,
    /// Their attribute mnemonics likewise (`AttrDef`s and `EnumAttr`s).
    pub(crate) attr_mnemonics: crate::ods::Mnemonics,
    /// The declarative formats of registered `ods!` dialect types, by
    /// `!ns.mnemonic` (see `ods/def_format.rs`).
    pub(crate) type_formats: rustc_hash::FxHashMap<Box<str>, &'static crate::ods::DefFormat>,
    /// The declarative formats of dialect attributes, by `#ns.mnemonic`
    /// (see `ods/def_format.rs`).
    pub(crate) attr_formats: rustc_hash::FxHashMap<Box<str>, &'static crate::ods::DefFormat>,
    /// Number of [`Context::register_op`] calls so far: tables derived
    /// from the registered definitions (the greedy driver's per-name
    /// dispatch, kept between runs) are valid while it is unchanged.
    registrations: u64,
    /// The resources of parsed files, by module (see
    /// [`Context::resources`]).
    pub(crate) file_resources: FxHashMap<OpId, crate::text::FileResources>,
}

/// How many objects of each uniqued kind a context holds (see
/// [`Context::unique_counts`]): handles below these are shared with a fork
/// made at that point.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct UniqueCounts {
    pub(crate) types: u32,
    pub(crate) attrs: u32,
    pub(crate) locs: u32,
    pub(crate) strings: u32,
    pub(crate) op_names: u32,
}

/// The registered definition of one op name and its inherent attribute
/// symbols (see `Context::inherent_syms`).
#[derive(Clone, Default)]
struct InherentSymbols {
    /// The definition's address; 0 (no definition's) until one is
    /// registered.
    def: usize,
    /// Its interned `inherent_attrs`, in order; empty if they are not
    /// sorted (see [`Context::register_op`]).
    syms: Box<[Symbol]>,
}

/// The next [`Context::instance_id`].
static NEXT_INSTANCE_ID: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(1);

/// Number of entries of [`Context`]'s cache of definition names (a power
/// of two).
const DEF_CACHE: usize = 64;

/// Number of entries of [`Context`]'s integer attribute cache.
const INT_ATTR_CACHE: usize = 256;

/// Number of entries of [`Context`]'s cache of short `array<i32: …>`
/// attributes (a power of two).
const I32_ARRAY_CACHE: usize = 32;

/// Number of entries of [`Context`]'s cache of built dictionaries (a
/// power of two).
const BUILT_DICT_CACHE: usize = 512;

/// One entry of [`Context::built_dictionary`]'s cache: the dictionary of
/// exactly the entries `a` and `b` (each a [`NamedAttribute`] packed by
/// [`pack_entry`]; `b` is [`BuiltDict::NONE`] for a dictionary of one
/// entry). An empty entry has `a` = `NONE`, which no entry packs to (it
/// would take a symbol and an attribute numbered `u32::MAX`; handles are
/// indices, and neither table gets that long).
#[derive(Clone, Copy, Debug)]
struct BuiltDict {
    a: u64,
    b: u64,
    dict: Attribute,
}

impl BuiltDict {
    const NONE: u64 = u64::MAX;
    const EMPTY: BuiltDict = BuiltDict {
        a: Self::NONE,
        b: Self::NONE,
        dict: Attribute(u32::MAX),
    };
}

/// A dictionary entry as one word (name, then value).
#[inline(always)]
fn pack_entry(e: NamedAttribute) -> u64 {
    (u64::from(e.name.0) << 32) | u64::from(e.value.0)
}

impl Default for Context {
    fn default() -> Self {
        Self::new()
    }
}

impl std::fmt::Debug for Context {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Context")
            .field("ops", &self.ops.len())
            .field("types", &self.types.len())
            .field("attributes", &self.attrs.len())
            .finish_non_exhaustive()
    }
}

impl Context {
    /// A context with the builtin and `func` operations registered.
    pub fn new() -> Self {
        let mut attrs = Interner::default();
        let empty_dict = Attribute(attrs.intern(AttrData::Dictionary(DictEntries::new())));
        let mut locs = Interner::default();
        let unknown_loc = Location(locs.intern(LocRecord::Unknown));
        let instance_id = NEXT_INSTANCE_ID
            .fetch_update(
                std::sync::atomic::Ordering::Relaxed,
                std::sync::atomic::Ordering::Relaxed,
                |n| n.checked_add(1),
            )
            .unwrap_or(0);
        // The tag of this context's IR handles (see `ir/arena.rs`): 1 to
        // 32,767 (`MAX_TAG`), different for any two of 32,767 consecutive
        // contexts.
        let tag = (instance_id.wrapping_sub(1) % u32::from(crate::ir::arena::MAX_TAG) + 1) as u16;
        let mut ctx = Context {
            strings: StrInterner::default(),
            types: Interner::default(),
            attrs,
            locs,
            file_locs: FileLocIndex::default(),
            fused_locs: FusedLocIndex::default(),
            loc_marks: LocMarks::default(),
            dicts: DictIndex::default(),
            op_names: Vec::new(),
            branch_hooks: Vec::new(),
            symbol_use_hooks: Vec::new(),
            region_terminator_hooks: Vec::new(),
            raw_op_names: FxHashMap::default(),
            op_name_map: FxHashMap::default(),
            inherent_syms: Vec::new(),
            def_names: FxHashMap::default(),
            def_cache: [(0, OpName(0)); DEF_CACHE],
            last_def: (0, OpName(0)),
            dialects: FxHashMap::default(),
            unknown_ops_allowed: FxHashSet::default(),
            known_namespaces: None,
            dialect_extensions: Vec::new(),
            ops: Arena::with_tag(tag),
            blocks: Arena::with_tag(tag),
            regions: Arena::with_tag(tag),
            values: Arena::with_tag(tag),
            worklist_positions: Vec::new(),
            empty_dict,
            unknown_loc,
            structure_epoch: 0,
            common_types: [None; 16],
            dict_hasher: discriminant_hasher(&AttrData::Dictionary(DictEntries::new())),
            string_hasher: discriminant_hasher(&AttrData::String {
                value: Box::default(),
                ty: None,
            }),
            int_attrs: [None; INT_ATTR_CACHE],
            i32_arrays: [None; I32_ARRAY_CACHE],
            built_dicts: Box::new([BuiltDict::EMPTY; BUILT_DICT_CACHE]),
            instance_id,
            name_origin: instance_id,
            registrations: 0,
            opaque_types: FxHashMap::default(),
            shaped: Default::default(),
            element_interfaces: Default::default(),
            parameterless_types: Default::default(),
            type_mnemonics: crate::ods::Mnemonics::new("unknown  type"),
            attr_mnemonics: crate::ods::Mnemonics::new("unknown attribute"),
            type_formats: Default::default(),
            attr_formats: Default::default(),
            file_resources: FxHashMap::default(),
        };
        crate::builtin::register(&mut ctx);
        ctx
    }

    /// A number no other context of the process has (`0`, shared, only
    /// after 2³² − 2 contexts were made: then nothing may be cached by it).
    /// Interned objects are never freed, so a handle cached under this
    /// number stays valid for the context's whole life (see
    /// `pattern::ConstCache`).
    #[inline]
    pub(crate) fn instance_id(&self) -> u32 {
        self.instance_id
    }

    /// Which contexts' [`OpName`]s this context's are (see the field).
    #[inline]
    pub(crate) fn name_origin(&self) -> u32 {
        self.name_origin
    }

    /// A context sharing everything uniqued in this one so far, with no IR:
    /// every type, attribute, location, string and operation name of this
    /// context has the same handle in the fork (both only append later,
    /// each on its own), the same operations and dialects are registered,
    /// and it has its own instance number and arena tag. The uniquer's
    /// values are shared, not copied, if it is frozen
    /// ([`Context::freeze_uniquer`]). The parallel greedy driver rewrites
    /// functions in forks on other threads (see `rewrite/parallel.rs`).
    pub(crate) fn fork(&self) -> Context {
        let mut fork = self.fork_registrations();
        fork.types = self.types.clone();
        fork.attrs = self.attrs.clone();
        fork.dicts = self.dicts.clone();
        fork.empty_dict = self.empty_dict;
        fork.common_types = self.common_types;
        fork.dict_hasher = self.dict_hasher.clone();
        fork.string_hasher = self.string_hasher.clone();
        fork.int_attrs = self.int_attrs;
        fork.i32_arrays = self.i32_arrays;
        fork.built_dicts = self.built_dicts.clone();
        fork.opaque_types = self.opaque_types.clone();
        fork.shaped = self.shaped.clone();
        fork.locs = self.locs.clone();
        fork.file_locs = self.file_locs.clone();
        fork.fused_locs = self.fused_locs.clone();
        fork.unknown_loc = self.unknown_loc;
        fork
    }

    /// A context with this one's registrations, strings and operation
    /// names (the same [`Symbol`]s and [`OpName`]s), but none of its
    /// types, attributes or locations: it uniques its own from scratch.
    /// For the verifier's inference scratch (`ods/infer_check.rs`), which
    /// translates into it only what an inference hook is given: copying a
    /// parsed module's attributes (one or more per operation) cost more
    /// than the verification that needed them.
    pub(crate) fn fork_registrations(&self) -> Context {
        let mut fork = Context::new();
        fork.strings = self.strings.clone();
        fork.op_names = self.op_names.clone();
        fork.branch_hooks = self.branch_hooks.clone();
        fork.symbol_use_hooks = self.symbol_use_hooks.clone();
        fork.region_terminator_hooks = self.region_terminator_hooks.clone();
        fork.raw_op_names = self.raw_op_names.clone();
        fork.op_name_map = self.op_name_map.clone();
        fork.inherent_syms = self.inherent_syms.clone();
        fork.def_names = self.def_names.clone();
        fork.def_cache = self.def_cache;
        fork.last_def = self.last_def;
        fork.dialects = self.dialects.clone();
        fork.unknown_ops_allowed = self.unknown_ops_allowed.clone();
        fork.known_namespaces = self.known_namespaces.clone();
        fork.dialect_extensions = self.dialect_extensions.clone();
        fork.name_origin = self.name_origin;
        fork.registrations = self.registrations;
        fork.element_interfaces = self.element_interfaces.clone();
        fork.parameterless_types = self.parameterless_types.clone();
        fork.type_mnemonics = self.type_mnemonics.clone();
        fork.attr_mnemonics = self.attr_mnemonics.clone();
        fork.type_formats = self.type_formats.clone();
        fork.attr_formats = self.attr_formats.clone();
        fork.shaped = self.shaped.kinds_only();
        fork
    }

    /// Freezes the uniquer's values into a prefix that forks share instead
    /// of copying (see `interner.rs`); [`Context::thaw_uniquer`] undoes it
    /// once the forks are gone.
    pub(crate) fn freeze_uniquer(&mut self) {
        self.strings.freeze();
        self.types.freeze();
        self.attrs.freeze();
        self.locs.freeze();
    }

    /// See [`Context::freeze_uniquer`].
    pub(crate) fn thaw_uniquer(&mut self) {
        self.strings.thaw();
        self.types.thaw();
        self.attrs.thaw();
        self.locs.thaw();
    }

    /// Moves the IR arenas out (empty ones of the same tag left behind),
    /// for a parallel run that lends them to threads.
    pub(crate) fn take_arenas(&mut self) -> crate::rewrite::in_place::Arenas {
        let tag = self.ops.tag();
        crate::rewrite::in_place::Arenas {
            ops: std::mem::replace(&mut self.ops, Arena::with_tag(tag)),
            blocks: std::mem::replace(&mut self.blocks, Arena::with_tag(tag)),
            regions: std::mem::replace(&mut self.regions, Arena::with_tag(tag)),
            values: std::mem::replace(&mut self.values, Arena::with_tag(tag)),
        }
    }

    /// Puts IR arenas in (see [`Context::take_arenas`]).
    pub(crate) fn put_arenas(&mut self, arenas: crate::rewrite::in_place::Arenas) {
        self.ops = arenas.ops;
        self.blocks = arenas.blocks;
        self.regions = arenas.regions;
        self.values = arenas.values;
    }

    /// Makes room in the IR arenas for about `ops` more operations (with
    /// a value each, and a block and a region per 16).
    pub(crate) fn reserve_ir(&mut self, ops: usize) {
        self.ops.reserve(ops);
        self.values.reserve(ops + ops / 4);
        self.blocks.reserve(ops / 16 + 1);
        self.regions.reserve(ops / 16 + 1);
    }

    /// The number of types, attributes, locations, strings and operation
    /// names uniqued so far: what a [`Context::fork`] made now shares.
    pub(crate) fn unique_counts(&self) -> UniqueCounts {
        UniqueCounts {
            types: self.types.len() as u32,
            attrs: self.attrs.len() as u32,
            locs: self.locs.len() as u32,
            strings: self.strings.len() as u32,
            op_names: self.op_names.len() as u32,
        }
    }

    /// Number of operation registrations so far (see
    /// `Context::registrations`).
    #[inline]
    pub(crate) fn registrations(&self) -> u64 {
        self.registrations
    }

    /// Frees what the greedy driver keeps between runs for the next one
    /// (a table of 4 bytes per operation slot, 4 MB for a module of a
    /// million operations), for when no more rewriting follows: a tool
    /// that prints a large module after its pass calls it first. A later
    /// run builds the table again.
    pub fn release_driver_tables(&mut self) {
        self.worklist_positions = Vec::new();
    }

    /// Makes room for the objects that parsing `bytes` bytes of text
    /// typically creates (about one operation, value, location and
    /// attribute per 64 bytes; fewer locations hashed, see `FileLocIndex`),
    /// so that the arenas and uniquing tables do not grow (and rehash) step
    /// by step while a large file is parsed. Mostly address space is
    /// reserved: pages are touched when used (hash tables initialize one
    /// control byte per bucket).
    pub(crate) fn reserve_for_text(&mut self, bytes: usize) {
        let n = bytes / 64;
        // Most locations are file locations, not in the interner's table.
        let more = n.saturating_sub(self.locs.len());
        self.locs.reserve(more, more / 4);
        // The uniquing indexes of file locations and dictionaries grow with
        // them (reserved so they are not copied by `realloc` while small).
        self.file_locs.next.reserve(more);
        // One block per 16 lines of the parsed file, about one line per op
        // (mix, 200k ops: 15.9k blocks), found by number.
        self.file_locs.dense.reserve(n / 16);
        // Sixteen line heads per block (4 bytes each): reserved with the
        // block map, so `resize` does not copy them while parsing.
        self.file_locs.heads.reserve(n + n / 2);
        self.dicts.heads.reserve(2 * n);
        self.dicts.links.reserve(n);
        self.ops.reserve(n.saturating_sub(self.ops.len()));
        self.values.reserve(n.saturating_sub(self.values.len()));
        // Up to two new attributes per operation (e.g. a distinct integer
        // property and its dictionary), but dictionaries are mostly kept
        // out of the hash table (`DictIndex`): room in it for one per op.
        // Only the control bytes are written now (one byte per bucket),
        // but entries land at random, so every page of a table much larger
        // than its contents gets touched (mix, 200k ops: 53k entries had
        // been spread over 8 MiB, now 4 MiB).
        self.attrs.reserve(2 * n, n);
        self.strings.reserve(bytes / 1024);
    }

    // ----- strings -------------------------------------------------------

    /// Interns `s`.
    pub fn symbol(&mut self, s: &str) -> Symbol {
        Symbol(self.strings.intern(s.as_bytes()))
    }

    /// Interns the byte string `s` (MLIR strings need not be UTF-8:
    /// `loc("\FF":1:2)`, `@"\FE"`, `{"\FF" = 1}`).
    pub fn symbol_from_bytes(&mut self, s: &[u8]) -> Symbol {
        Symbol(self.strings.intern(s))
    }

    /// The symbol for `s` if it has been interned.
    pub fn lookup_symbol(&self, s: &str) -> Option<Symbol> {
        self.strings.lookup(s.as_bytes()).map(Symbol)
    }

    /// The symbol for the byte string `s` if it has been interned.
    pub fn lookup_symbol_bytes(&self, s: &[u8]) -> Option<Symbol> {
        self.strings.lookup(s).map(Symbol)
    }

    /// The string of `sym` as text. A symbol's value is a byte string
    /// (see [`Symbol`]): when it is not valid UTF-8, this returns its
    /// lossy form (each invalid sequence as U+FFFD), which is for
    /// messages only; use [`Context::bytes`] for the exact value or
    /// [`Context::try_str`] to tell the two cases apart.
    pub fn str(&self, sym: Symbol) -> &str {
        self.strings.get_str(sym.0)
    }

    /// The string of `sym` if it is valid UTF-8.
    pub fn try_str(&self, sym: Symbol) -> Option<&str> {
        self.strings.try_get_str(sym.0)
    }

    /// The exact bytes of `sym`.
    pub fn bytes(&self, sym: Symbol) -> &[u8] {
        self.strings.get(sym.0)
    }

    // ----- types -----------------------------------------------------------

    /// Uniques a type.
    pub fn intern_type(&mut self, data: TypeData) -> Type {
        let opaque = matches!(data, TypeData::Opaque(_)) && !self.shaped.is_empty();
        let ty = Type(self.types.intern(data));
        if opaque {
            self.note_shaped_type(ty);
        }
        ty
    }

    /// The type with structure `data` if it has been uniqued in this
    /// context, without creating it (for checks that only compare types,
    /// such as the verifier of ODS's `TypesMatchWith`).
    pub fn lookup_type(&self, data: &TypeData) -> Option<Type> {
        self.types.find(data).map(Type)
    }

    /// The structure of a type.
    // Small and called from generated code in other crates.
    #[inline]
    pub fn type_data(&self, ty: Type) -> &TypeData {
        self.types.get(ty.0)
    }

    /// `iN` / `siN` / `uiN`.
    pub fn integer_type(&mut self, width: u32, signedness: Signedness) -> Type {
        let row = match width {
            1 => 0,
            8 => 1,
            16 => 2,
            32 => 3,
            64 => 4,
            _ => return self.intern_type(TypeData::Integer { width, signedness }),
        };
        let column = match signedness {
            Signedness::Signless => 0,
            Signedness::Signed => 1,
            Signedness::Unsigned => 2,
        };
        self.common_type(row * 3 + column, TypeData::Integer { width, signedness })
    }

    /// True if `ty` is the integer type `width`/`signedness`. For the
    /// types [`Context::integer_type`] caches (the parser and the builders
    /// intern integer types through it), one comparison with the cached
    /// handle instead of reading the type's record: types are uniqued, so
    /// `ty` is that type exactly when it is that handle. Not cached yet
    /// (interned some other way, or not at all), the record decides.
    /// Inlined with constant `width` and `signedness` (the constraint
    /// checks'), the slot is a constant.
    #[inline(always)]
    pub(crate) fn is_integer_type(&self, ty: Type, width: u32, signedness: Signedness) -> bool {
        let row = match width {
            1 => Some(0),
            8 => Some(1),
            16 => Some(2),
            32 => Some(3),
            64 => Some(4),
            _ => None,
        };
        let column = match signedness {
            Signedness::Signless => 0,
            Signedness::Signed => 1,
            Signedness::Unsigned => 2,
        };
        if let Some(row) = row
            && let Some(cached) = self.common_types[row * 3 + column]
        {
            return ty == cached;
        }
        matches!(self.type_data(ty), TypeData::Integer { width: w, signedness: s } if *w == width && *s == signedness)
    }

    /// The type cached in `common_types[slot]`, interning `data` first.
    #[inline]
    fn common_type(&mut self, slot: usize, data: TypeData) -> Type {
        if let Some(ty) = self.common_types[slot] {
            return ty;
        }
        let ty = self.intern_type(data);
        self.common_types[slot] = Some(ty);
        ty
    }

    /// Signless `iN`.
    pub fn int_type(&mut self, width: u32) -> Type {
        self.integer_type(width, Signedness::Signless)
    }

    /// `index`.
    pub fn index_type(&mut self) -> Type {
        self.common_type(15, TypeData::Index)
    }

    /// A float type.
    pub fn float_type(&mut self, kind: FloatKind) -> Type {
        self.intern_type(TypeData::Float(kind))
    }

    /// `none`.
    pub fn none_type(&mut self) -> Type {
        self.intern_type(TypeData::None)
    }

    /// `(inputs) -> results`.
    pub fn function_type(&mut self, inputs: Vec<Type>, results: Vec<Type>) -> Type {
        self.intern_type(TypeData::Function { inputs, results })
    }

    /// `tensor<shape x element>`; a dynamic dimension (`?`) is
    /// [`DYNAMIC`](crate::DYNAMIC) (`tensor<?xindex>`:
    /// `ctx.tensor_type(vec![drr::DYNAMIC], index)`).
    pub fn tensor_type(&mut self, shape: Vec<i64>, element: Type) -> Type {
        self.intern_type(TypeData::RankedTensor {
            shape,
            element,
            encoding: None,
        })
    }

    /// `vector<shape x element>`, every dimension fixed (not scalable):
    /// `ctx.vector_type(vec![4], i32)` is `vector<4xi32>`. A scalable
    /// vector is a [`TypeData::Vector`] given to [`Context::intern_type`].
    pub fn vector_type(&mut self, shape: Vec<i64>, element: Type) -> Type {
        let scalable = vec![false; shape.len()];
        self.intern_type(TypeData::Vector {
            shape,
            scalable,
            element,
        })
    }
}

/// Where [`Context::probe_dictionary`] found a dictionary or would put a
/// new one.
enum DictProbe {
    Found(Attribute),
    /// In the chain of this slot of [`DictIndex::heads`].
    Chain(usize),
    /// In the attribute hash table.
    Table,
}

/// The uniquing index of non-empty dictionaries, by the value of their
/// last entry (the same scheme as [`FusedLocIndex`]).
///
/// Every op built or parsed with properties looks up its properties
/// dictionary; in a hash table that is a probe at a random place, a cache
/// miss per op on large inputs. The last entry's value is usually an
/// attribute interned just before (parsing: entries are usually written in
/// sorted order, so the last one was parsed last) or the matched op's own
/// (rewriting: DRR copies attributes), so consecutive lookups here touch
/// neighbouring `heads` slots. The last entry rather than the first: a
/// shared leading value (`function_type` of `func.func`, which many
/// functions repeat) filled its chain with dictionaries that differ only
/// later (`sym_name`), and every new one then compared the whole full
/// chain of cold records before going to the hash table.
///
/// Invariant: every non-empty dictionary is stored exactly once, either in
/// the chain of its last entry's value (at most [`DictIndex::MAX_CHAIN`]
/// per chain) or, if that chain was full when it was created, in the
/// attribute hash table; the empty dictionary is in the hash table.
#[derive(Clone, Debug, Default)]
struct DictIndex {
    /// By attribute index of a last entry's value: the newest link of its
    /// chain (`NONE` if none).
    heads: Vec<u32>,
    /// (dictionary, next link of the same chain or `NONE`).
    links: Vec<(u32, u32)>,
}

impl DictIndex {
    const NONE: u32 = u32::MAX;
    /// Longest chain (dictionaries sharing a last value, such as a unit
    /// attribute, go to the hash table beyond it).
    const MAX_CHAIN: usize = 8;
}

/// The uniquing index of fused locations, by their first component.
///
/// A hash table of fused locations is probed at random (and regrown) once
/// per new fused location, nearly one per rewritten operation (a DRR
/// rewrite fuses the matched ops' locations, root first): at a million
/// operations those probes are cache misses that made the rewrite ~25%
/// slower than without uniquing. The first component is the root's own
/// location, and the greedy driver visits operations in IR order (or its
/// reverse), so consecutive lookups here touch neighbouring `heads` slots
/// and recently appended `links`.
///
/// Invariant: every fused location with at least one component is stored
/// exactly once, either in the chain of its first component (`heads[first]`
/// then `links[..].1`; at most [`FusedLocIndex::MAX_CHAIN`] per chain) or,
/// if that chain was full when it was created, in the location hash table
/// (chains only grow, so a location in the hash table has a full chain);
/// fused locations without components are in the hash table.
#[derive(Clone, Debug, Default)]
struct FusedLocIndex {
    /// By location index of a first component: the newest link of its
    /// chain (`NONE` if none).
    heads: Vec<u32>,
    /// (fused location, next link of the same chain or `NONE`).
    links: Vec<(u32, u32)>,
}

impl FusedLocIndex {
    const NONE: u32 = u32::MAX;

    /// Slots `grow_heads` adds past the one needed.
    const HEADS_SLACK: usize = 256;

    /// Makes `heads` long enough for `slot`, and for up to
    /// [`Self::HEADS_SLACK`] more slots that exist (no slot can be past
    /// the `num_locs` locations): growing to just `slot + 1` was a call
    /// per rewrite when the first components are new locations in
    /// creation order. Not geometric: `heads` is written as it grows, so
    /// doubling it could touch pages that no slot uses.
    #[cold]
    #[inline(never)]
    fn grow_heads(&mut self, slot: usize, num_locs: usize) {
        let len = (slot + Self::HEADS_SLACK).min(num_locs).max(slot + 1);
        self.heads.resize(len, Self::NONE);
    }
    /// Longest chain: many fused locations sharing a first component (one
    /// name location on every op, say) go to the hash table instead of
    /// making lookups linear.
    const MAX_CHAIN: usize = 8;
}

/// `entries` as [`DictEntries`]. One or two entries (nearly every new
/// parsed dictionary) are written inline field by field: `from_slice`
/// copies them with a `memcpy` call of a length unknown at compile time.
#[inline]
fn dict_entries_of(entries: &[NamedAttribute]) -> DictEntries {
    match *entries {
        [a] => DictEntries::from_buf_and_len([a, a], 1),
        [a, b] => DictEntries::from_buf([a, b]),
        _ => DictEntries::from_slice(entries),
    }
}

/// An Fx hasher that has hashed the discriminant of `value` (what a
/// derived `Hash` of an enum hashes first).
fn discriminant_hasher<T>(value: &T) -> FxHasher {
    let mut h = FxHasher::default();
    std::mem::discriminant(value).hash(&mut h);
    h
}

/// A set of locations as one bit per location handle, for
/// [`Context::fused_loc`]'s deduplication: a fused location may list tens
/// of thousands (a chain of DRR rewrites fuses each new op's location with
/// the previous one's, so the lists grow by one per rewrite), and marking a
/// bit costs far less than inserting into a hash set. Invariant: every bit
/// is clear between calls (the caller clears what it marked).
#[derive(Clone, Debug, Default)]
struct LocMarks(Vec<u64>);

impl LocMarks {
    /// Room for the handles below `count` (no growth while marking).
    fn cover(&mut self, count: usize) {
        let words = count.div_ceil(64);
        if self.0.len() < words {
            self.0.resize(words, 0);
        }
    }

    /// Marks `l` (a handle [`LocMarks::cover`] made room for); true if it
    /// was not marked.
    #[inline]
    fn mark(&mut self, l: Location) -> bool {
        let (word, bit) = ((l.0 / 64) as usize, 1u64 << (l.0 % 64));
        let w = &mut self.0[word];
        let fresh = *w & bit == 0;
        *w |= bit;
        fresh
    }

    /// Clears the marks of `locs`.
    fn clear(&mut self, locs: &[Location]) {
        for l in locs {
            if let Some(w) = self.0.get_mut((l.0 / 64) as usize) {
                *w &= !(1u64 << (l.0 % 64));
            }
        }
    }
}

/// [`crate::interner::hash32_of`] of `AttrData::Dictionary(entries.to_vec())`
/// without building it: the calls the derived `Hash` makes (discriminant,
/// then the `Vec` as a slice). Checked by a test and, in debug builds, on
/// every insertion.
/// `prefix` is [`discriminant_hasher`] of a dictionary.
fn dictionary_hash(prefix: &FxHasher, entries: &[NamedAttribute]) -> u32 {
    let mut h = prefix.clone();
    entries.hash(&mut h);
    crate::interner::fold32(h.finish())
}

/// [`crate::interner::hash32_of`] of `AttrData::String { value, ty }` with
/// `value` boxed, without building it (see [`dictionary_hash`]): a
/// `Box<[u8]>` hashes as the `[u8]` it holds.
/// `prefix` is [`discriminant_hasher`] of a string attribute.
fn string_attr_hash(prefix: &FxHasher, value: &[u8], ty: Option<Type>) -> u32 {
    let mut h = prefix.clone();
    value.hash(&mut h);
    ty.hash(&mut h);
    crate::interner::fold32(h.finish())
}

/// The uniquing index of the point file locations (`"file":line:col`
/// without a range), which are nearly one per operation and nearly all
/// distinct. A hash table of them is probed at random, a cache miss per
/// location in large files; this index instead groups them by file and
/// line, lines in blocks of [`FileLocIndex::BLOCK`], and chains the
/// locations of one line. Locations are created in source order, so
/// consecutive lookups hit the same block (remembered in `last`) and
/// recently written memory. The blocks of the first file seen (the parsed
/// file's own name, for default locations) are found by their number in
/// `dense`; a hash map of (file, block number) holds all other blocks
/// (its probes were cache misses, one per 16 lines of a large file).
///
/// A line holds at most [`FileLocIndex::CHAIN`] locations in its chain;
/// more (many operations on one line, as in generated or minified files)
/// go to a hash map, so that a lookup costs a bounded walk and a probe,
/// not a walk of every location of the line (which made 40,000 ops on one
/// line quadratic: seconds).
///
/// Invariants: every `FileLineCol` location without a range is stored in
/// the location interner with `push_unindexed` and reachable exactly once,
/// either from `heads[block base + line % BLOCK]` through `next` (a chain
/// of at most `CHAIN` locations) or in `crowded` (only for lines whose
/// chain is full); no other location is. Each (file, block number) has at most one base, in
/// `dense` or in `blocks`: a block of the dense file is put in `blocks`
/// only when its number is far beyond the end of `dense` (a line number
/// written in the text), and `dense` takes over such a base from `blocks`
/// when it grows that far.
#[derive(Clone, Debug, Default)]
struct FileLocIndex {
    /// The file whose blocks are in `dense` (the first file seen).
    dense_file: Option<Symbol>,
    /// Base offset in `heads` of each block of `dense_file` by block
    /// number (`NONE` if the block has none yet).
    dense: Vec<u32>,
    /// Base offset in `heads` of the other blocks, by (file, line / BLOCK).
    blocks: FxHashMap<(Symbol, u32), u32>,
    /// First location of each line of each block (`NONE` if none).
    heads: Vec<u32>,
    /// By location index: the next location on the same line (`NONE` at
    /// the end of a chain; unused for other locations).
    next: Vec<u32>,
    /// The (file, line / BLOCK, base) of the last block used.
    last: Option<(Symbol, u32, u32)>,
    /// The locations of lines with a full chain beyond those in the chain,
    /// by (file, line, column).
    crowded: FxHashMap<(Symbol, u32, u32), u32>,
}

impl FileLocIndex {
    const BLOCK: u32 = 16;
    const NONE: u32 = u32::MAX;
    /// The most locations kept in the chain of one line.
    const CHAIN: u32 = 8;

    #[inline]
    fn intern(
        &mut self,
        locs: &mut Interner<LocRecord>,
        file: Symbol,
        line: u32,
        column: u32,
    ) -> Location {
        let block = line / Self::BLOCK;
        let base = match self.last {
            Some((f, b, base)) if f == file && b == block => base,
            _ => {
                let base = self.block_base(file, block);
                self.last = Some((file, block, base));
                base
            }
        };
        let slot = (base + line % Self::BLOCK) as usize;
        let mut current = self.heads[slot];
        let mut length = 0;
        while current != Self::NONE {
            if let LocRecord::FileLineCol {
                file: f,
                line: l,
                column: c,
            } = *locs.get(current)
                && (f, l, c) == (file, line, column)
            {
                return Location(current);
            }
            current = self.next[current as usize];
            length += 1;
        }
        if length >= Self::CHAIN {
            return Self::intern_crowded(&mut self.crowded, locs, file, line, column);
        }
        // Built where it is stored (see `push_unindexed_with`).
        let index = locs.push_unindexed_with(|| LocRecord::FileLineCol { file, line, column });
        let head = self.heads[slot];
        // Usually the newest location: one push (other locations, not in
        // chains, leave gaps).
        if self.next.len() == index as usize {
            self.next.push(head);
        } else {
            if self.next.len() < index as usize {
                self.next.resize(index as usize + 1, Self::NONE);
            }
            self.next[index as usize] = head;
        }
        self.heads[slot] = index;
        Location(index)
    }

    /// A location of a line whose chain is full, from or into `crowded`.
    #[cold]
    #[inline(never)]
    fn intern_crowded(
        crowded: &mut FxHashMap<(Symbol, u32, u32), u32>,
        locs: &mut Interner<LocRecord>,
        file: Symbol,
        line: u32,
        column: u32,
    ) -> Location {
        let index = *crowded
            .entry((file, line, column))
            .or_insert_with(|| locs.push_unindexed(LocRecord::FileLineCol { file, line, column }));
        Location(index)
    }

    /// The base offset in `heads` of block `block` of `file`, allocated
    /// (`BLOCK` empty heads) if the block is new.
    #[inline(never)]
    fn block_base(&mut self, file: Symbol, block: u32) -> u32 {
        let dense_file = *self.dense_file.get_or_insert(file);
        let b = block as usize;
        // Dense blocks: existing ones, and new ones up to 64 past the end
        // (sequential lines reach a block at most one past the end).
        if dense_file == file && b < self.dense.len() + 64 {
            if b == self.dense.len() && self.blocks.is_empty() {
                // The common case: the next block, none in the map.
                let base = self.new_block();
                self.dense.push(base);
                return base;
            }
            if b >= self.dense.len() {
                self.dense.resize(b + 1, Self::NONE);
            }
            if self.dense[b] == Self::NONE {
                // A block put in the map while it was far ahead.
                let base = match self.blocks.remove(&(file, block)) {
                    Some(base) => base,
                    None => self.new_block(),
                };
                self.dense[b] = base;
            }
            return self.dense[b];
        }
        match self.blocks.get(&(file, block)) {
            Some(&base) => base,
            None => {
                let base = self.new_block();
                self.blocks.insert((file, block), base);
                base
            }
        }
    }

    /// Allocates the heads of a new block; returns its base.
    fn new_block(&mut self) -> u32 {
        let base = self.heads.len() as u32;
        self.heads
            .resize(self.heads.len() + Self::BLOCK as usize, Self::NONE);
        base
    }
}

/// Truncates `value` to `width` bits and sign- or zero-extends it back, as
/// stored in integer attributes.
pub(crate) fn normalize_int_bits(value: i128, width: u32, signedness: Signedness) -> i128 {
    if width == 0 {
        return 0;
    }
    if width >= 128 {
        return value;
    }
    let shift = 128 - width;
    match signedness {
        Signedness::Unsigned => ((value as u128) << shift >> shift) as i128,
        _ => (value << shift) >> shift,
    }
}

#[cfg(test)]
mod tests;
