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

impl Context {
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
