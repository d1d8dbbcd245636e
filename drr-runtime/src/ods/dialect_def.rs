//! What `ods!` makes of ODS's `TypeDef` and `AttrDef` records: a dialect's
//! own types and attributes, which the runtime keeps as their text
//! ([`TypeData::Opaque`], [`AttrData::Opaque`]) since their storage and
//! syntax are C++. The record's constraint checks that text: a type of
//! dialect `ns` with mnemonic `mnem` is printed by MLIR as `!ns.mnem`,
//! `!ns.mnem<…>`, or, when the dialect's printer writes something that is
//! not an identifier followed by `<…>`, in the verbose form `!ns<mnem …>`
//! (`printDialectSymbol` of MLIR's `AsmPrinter`); attributes likewise with
//! `#`, a typed attribute followed by ` : type`.

use crate::{AttrData, Attribute, Context, Type, TypeData};

/// True if `text` is the text of dialect `ns`'s symbol `mnem` introduced by
/// `sigil` (`!` for types, `#` for attributes), in any form MLIR prints.
fn is_dialect_symbol(text: &str, sigil: char, ns: &str, mnem: &str) -> bool {
    let Some(rest) = text.strip_prefix(sigil).and_then(|t| t.strip_prefix(ns)) else {
        return false;
    };
    // Pretty form: `ns.mnem`, then the end, `<…>` or ` : type`.
    if let Some(after) = rest.strip_prefix('.').and_then(|t| t.strip_prefix(mnem)) {
        return after.is_empty() || after.starts_with('<') || after.starts_with(' ');
    }
    // Verbose form: `ns<mnem …>` (the body begins with the mnemonic and is
    // not continued by identifier characters).
    if let Some(after) = rest.strip_prefix('<').and_then(|t| t.strip_prefix(mnem)) {
        return after
            .chars()
            .next()
            .is_some_and(|c| !(c.is_ascii_alphanumeric() || c == '_' || c == '.'));
    }
    false
}

/// True if `ty` is dialect `ns`'s type `mnem` (`!ns.mnem`, `!ns.mnem<…>`):
/// the predicate of a `TypeDef` record.
#[doc(hidden)]
pub fn is_dialect_type(ctx: &Context, ty: Type, ns: &str, mnem: &str) -> bool {
    matches!(ctx.type_data(ty), TypeData::Opaque(text) if is_dialect_symbol(text, '!', ns, mnem))
}

/// True if `attr` is dialect `ns`'s attribute `mnem` (`#ns.mnem`,
/// `#ns.mnem<…>`): the predicate of an `AttrDef` record.
#[doc(hidden)]
pub fn is_dialect_attr(ctx: &Context, attr: Attribute, ns: &str, mnem: &str) -> bool {
    matches!(ctx.attr_data(attr), AttrData::Opaque(text) if is_dialect_symbol(text, '#', ns, mnem))
}

/// The parameterless dialect type `text` (`!ns.mnem`): what a `TypeDef`
/// without parameters builds (ODS's `$_builder.getType<…>()`).
#[doc(hidden)]
pub fn dialect_type(ctx: &mut Context, text: &str) -> Type {
    ctx.intern_type(TypeData::Opaque(text.into()))
}

/// Registers the parameterless type `text` (`!ns.mnem`) of a registered
/// dialect, and creates it (see [`dialect_type`]): the parser then drops
/// a body given to it (`!ns.mnem<1>` reads as `!ns.mnem`), as the parser
/// mlir-tblgen generates for a type without parameters reads none of it.
#[doc(hidden)]
pub fn register_parameterless_type(ctx: &mut Context, text: &str) -> Type {
    ctx.parameterless_types.insert(text.into());
    dialect_type(ctx, text)
}

/// Registers the type mnemonics `mnemonics` of dialect `ns` (its
/// `TypeDef`s with a `mnemonic`). With `generated_parser` (the block
/// declaring the dialect, whose `Dialect` record sets
/// `useDefaultTypePrinterParser = 1` and not `allowUnknownTypes`),
/// the parser rejects a type `!ns.other…` of another mnemonic, as the
/// parser mlir-tblgen generates does (``unknown  type `other` in dialect
/// `ns` ``); otherwise (a block adding ops to the dialect) the mnemonics
/// are only added to the known ones.
#[doc(hidden)]
pub fn register_type_mnemonics(
    ctx: &mut Context,
    ns: &str,
    mnemonics: &[&str],
    generated_parser: bool,
) {
    ctx.type_mnemonics.register(ns, mnemonics, generated_parser);
}

/// Registers the attribute mnemonics `mnemonics` of dialect `ns` (its
/// `AttrDef`s with a `mnemonic` and its `EnumAttr`s), as
/// [`register_type_mnemonics`] does for types. With `generated_parser`
/// (the block declaring the dialect, whose `Dialect` record sets
/// `useDefaultAttributePrinterParser = 1`), the parser rejects an attribute
/// `#ns.other…` or `#ns<other…>` of another mnemonic, as the parser
/// mlir-tblgen generates does (``unknown attribute `other` in dialect `ns` ``);
/// otherwise (a block adding ops to the dialect, or one whose dialect reads
/// its attributes in C++) the mnemonics are only added to the known ones.
#[doc(hidden)]
pub fn register_attr_mnemonics(
    ctx: &mut Context,
    ns: &str,
    mnemonics: &[&str],
    generated_parser: bool,
) {
    ctx.attr_mnemonics.register(ns, mnemonics, generated_parser);
}

/// The mnemonics of the types (or the attributes) of registered `ods!`
/// dialects, by namespace: whether the dialect reads them with
/// mlir-tblgen's generated parser, which rejects any other mnemonic, and
/// the mnemonics its blocks declare.
#[derive(Clone)]
pub(crate) struct Mnemonics {
    /// The generated parser's error for another mnemonic, up to the
    /// mnemonic (`unknown  type`, with MLIR's two spaces, or `unknown
    /// attribute`).
    unknown: &'static str,
    by_dialect: rustc_hash::FxHashMap<Box<str>, (bool, rustc_hash::FxHashSet<Box<str>>)>,
}

impl Mnemonics {
    /// The mnemonics of types (`"unknown  type"`) or attributes (`"unknown
    /// attribute"`), none registered yet.
    pub(crate) fn new(unknown: &'static str) -> Self {
        Mnemonics {
            unknown,
            by_dialect: Default::default(),
        }
    }

    fn register(&mut self, ns: &str, mnemonics: &[&str], generated_parser: bool) {
        let entry = self.by_dialect.entry(ns.into()).or_default();
        entry.0 |= generated_parser;
        entry
            .1
            .extend(mnemonics.iter().map(|&m| Box::<str>::from(m)));
    }

    /// True if some registered dialect reads them with the generated
    /// parser (the parser then looks for unknown mnemonics in the bodies
    /// of dialect symbols).
    pub(crate) fn any_generated(&self) -> bool {
        self.by_dialect.values().any(Self::reads)
    }

    /// True if dialect `ns` reads them with the generated parser.
    pub(crate) fn generated(&self, ns: &str) -> bool {
        self.by_dialect.get(ns).is_some_and(Self::reads)
    }

    /// Whether a dialect's entry is read by mlir-tblgen's generated parser:
    /// its `Dialect` record asks for it and some registered block declares
    /// a mnemonic. mlir-tblgen generates the parser with the dialect's
    /// definitions; with none (MLIR's Quant dialect sets
    /// `useDefaultTypePrinterParser = 1` and defines its types in C++),
    /// the dialect's C++ parser reads them.
    fn reads(entry: &(bool, rustc_hash::FxHashSet<Box<str>>)) -> bool {
        entry.0 && !entry.1.is_empty()
    }

    /// MLIR's error for the symbol of dialect `ns` whose body starts with
    /// `mnemonic` (the keyword read, empty if none), if the dialect reads
    /// them with the generated parser and declares no such mnemonic:
    /// ``unknown  type `m` in dialect `ns` `` (``unknown attribute …``), or
    /// `expected valid keyword` when no keyword starts the body.
    pub(crate) fn unknown_error(&self, ns: &str, mnemonic: &str) -> Option<String> {
        let entry = self.by_dialect.get(ns)?;
        if !Self::reads(entry) || entry.1.contains(mnemonic) {
            return None;
        }
        Some(if mnemonic.is_empty() {
            "expected valid keyword".to_string()
        } else {
            format!("{} `{mnemonic}` in dialect `{ns}`", self.unknown)
        })
    }
}

impl Context {
    /// MLIR's error for the dialect type `text` (`!ns.mnem…` or
    /// `!ns<mnem…>`) and the offset of its mnemonic in `text`, if its
    /// dialect reads its types with the generated parser and declares no
    /// such mnemonic (see [`register_type_mnemonics`] and
    /// [`Mnemonics::unknown_error`]).
    pub(crate) fn unknown_type_mnemonic(&self, text: &str) -> Option<(String, usize)> {
        let (ns, at) = crate::text::symbol_mnemonic_at(text)?;
        let tag = &text[at..];
        let mnemonic = &tag[..crate::text::keyword_len(tag)];
        Some((self.type_mnemonics.unknown_error(ns, mnemonic)?, at))
    }

    /// The registered parameterless dialect type that the text of a
    /// dialect type `!ns.mnem<…>` names, if any (see
    /// [`register_parameterless_type`]).
    pub(crate) fn parameterless_type_prefix<'t>(&self, text: &'t str) -> Option<&'t str> {
        if self.parameterless_types.is_empty() {
            return None;
        }
        let head = &text[..text.find('<')?];
        self.parameterless_types.contains(head).then_some(head)
    }
}

#[cfg(test)]
mod tests {
    use super::is_dialect_symbol;

    #[test]
    fn printed_forms() {
        let t = |s| is_dialect_symbol(s, '!', "shape", "shape");
        assert!(t("!shape.shape"));
        assert!(t("!shape.shape<3>"));
        assert!(t("!shape<shape 3>"));
        assert!(!t("!shape.shapes"));
        assert!(!t("!shape.size"));
        assert!(!t("!shapes.shape"));
        assert!(!t("#shape.shape"));
        assert!(!t("!shape<shapes>"));
        let a = |s| is_dialect_symbol(s, '#', "ml_program", "extern");
        assert!(a("#ml_program.extern : tensor<4xi32>"));
        assert!(!a("#ml_program.externs"));
    }
}
