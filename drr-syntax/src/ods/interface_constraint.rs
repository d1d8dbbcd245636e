//! Type and attribute interfaces used as constraints.
//!
//! In ODS, `TypeInterface<"Name">` is also a `Type` (predicate
//! `::llvm::isa<cppNamespace::Name>($_self)`, summary `"Name instance"`)
//! and `AttrInterface<"Name">` an `Attr`, so ops name interface records
//! as operand, result and attribute constraints (Triton's
//! `Variadic<TTG_TensorOrMemDesc>:$inputs`). Which types implement an
//! interface is C++, so the record's string names a Rust type implementing
//! `drr::ods::TypeInterface` / `drr::ods::AttrInterface`, as
//! `NativeOpTrait<"Name">` names a trait's Rust type.
//!
//! Invariant: a constraint type is generated only for an interface record
//! some op of the block uses as a constraint, or whose string is a Rust path
//! (`crate::…::Name`: the README's edit for an interface other
//! blocks use as a constraint: XeGPU's `DistributeLayoutAttr`, defined in
//! `XeGPUAttrs.td` and used by `XeGPUOps.td`), which other blocks then use
//! by name like a constraint record — a block that defines interfaces only
//! for trait lists (MLIR's own dialect files) needs no Rust type for them.
//! Other blocks fetch the other interface records as text; one that uses
//! such a record as a constraint generates the constraint type itself.

use std::cell::RefCell;
use std::collections::{HashMap, HashSet};

use quote::quote;

use super::ast::{Def, Item, OdsInput, Value};
use super::builders::respan;
use super::lower::{ConstraintKind, Lower, Model, UserConstraint};

/// The block's interface records by name, with the kind of constraint each
/// is, and the ones ops use as constraints.
#[derive(Default)]
pub(crate) struct InterfaceConstraints {
    kinds: HashMap<String, ConstraintKind>,
    used: RefCell<HashSet<String>>,
}

impl InterfaceConstraints {
    /// Records `d` (a `TypeInterface` or `AttrInterface` record); the kind
    /// of constraint it is.
    pub(crate) fn declare(&mut self, d: &Def) -> ConstraintKind {
        let kind = if d.class == "TypeInterface" {
            ConstraintKind::Type
        } else {
            ConstraintKind::Attr
        };
        self.kinds.insert(d.name.to_string(), kind);
        kind
    }

    /// True if `name` is an interface record of the block (its own or
    /// one fetched from another block).
    pub(crate) fn is_interface(&self, name: &str) -> bool {
        self.kinds.contains_key(name)
    }

    /// Notes that a constraint named `name` was used (nothing when it is
    /// not an interface).
    pub(crate) fn mark_used(&self, name: &str) {
        if self.kinds.contains_key(name) {
            self.used.borrow_mut().insert(name.to_owned());
        }
    }
}

impl Lower<'_> {
    /// The constraint types of the interface records ops used.
    pub(super) fn interface_constraints(&self, model: &mut Model, input: &OdsInput) {
        let used = self.interfaces.used.borrow();
        for item in &input.items {
            let Item::Def(d) = item else { continue };
            let name = d.name.to_string();
            let Some(&kind) = self.interfaces.kinds.get(&name) else {
                continue;
            };
            if !used.contains(&name) && !names_own_rust_type(d) {
                continue;
            }
            let Some(Value::Str(s)) = d.args.first() else {
                self.err(
                    d.class.span(),
                    format!("expected `{}<\"RustType\">`", d.class),
                );
                continue;
            };
            let text = s.value();
            let Ok(path) = syn::parse_str::<syn::Path>(&text) else {
                self.err(
                    s.span(),
                    format!("`{name}` is used as a constraint, so `\"{text}\"` names the Rust type implementing `drr::ods::{}` (which {} implement the interface); `{text}` is not a Rust path", d.class, if kind == ConstraintKind::Type { "types" } else { "attributes" }),
                );
                continue;
            };
            // `def PoisonAttrInterface : AttrInterface<"PoisonAttrInterface">`
            // (MLIR's UB dialect): the record is the constraint's Rust type,
            // so the interface's type needs another name.
            if path.is_ident(&name) {
                self.err(
                    s.span(),
                    format!("`{name}` is used as a constraint, so it is a Rust type of its own, and `\"{text}\"` must name another one: the Rust type implementing `drr::ods::{}` (which {} implement the interface), e.g. `\"{text}Impl\"`", d.class, if kind == ConstraintKind::Type { "types" } else { "attributes" }),
                );
                continue;
            }
            let predicate = match kind {
                ConstraintKind::Type => quote!(<#path as ::drr::ods::TypeInterface>::isa),
                ConstraintKind::Attr => quote!(<#path as ::drr::ods::AttrInterface>::isa),
            };
            // `constBuilderCall`: what `DefaultValuedAttr<Interface, "…">`
            // and `ConstantAttr` build the attribute with (UB's
            // `PoisonAttrInterface`).
            let const_builder = d
                .fields
                .iter()
                .filter(|f| kind == ConstraintKind::Attr && f.name == "constBuilderCall")
                .find_map(|f| self.const_builder_call(&f.value));
            // ODS's summary of an interface constraint.
            let last = text.rsplit("::").next().unwrap_or(&text);
            model.constraints.push(UserConstraint {
                docs: d.docs.clone(),
                name: d.name.clone(),
                kind,
                predicate: respan(predicate, s.span()),
                summary: syn::LitStr::new(&format!("{last} instance"), s.span()),
                // C++ stores the interface class: converting `<{…}>` into
                // properties checks it.
                storage: (kind == ConstraintKind::Attr)
                    .then(|| respan(quote!(::drr::ods::InterfaceAttr<#path>), s.span())),
                dialect_storage: false,
                const_builder,
                type_builder: None,
                delegate: None,
            });
        }
    }
}

/// True if the interface record `d`'s string is a Rust path to a type
/// (`def DistributeLayoutAttr : AttrInterface<"crate::LayoutAttrs">`): the
/// user wrote the Rust type the constraint needs, so the block generates
/// the constraint and exports it to other blocks. ODS's own strings are
/// C++ class names without `::` (the namespace is `cppNamespace`), which
/// stay trait names only (`def LLVM_PointerElementTypeInterface :
/// TypeInterface<"PointerElementTypeInterface">`).
pub(crate) fn names_own_rust_type(d: &Def) -> bool {
    matches!(
        d.class.to_string().as_str(),
        "AttrInterface" | "TypeInterface"
    ) && match d.args.first() {
        Some(Value::Str(s)) => {
            let text = s.value();
            text.contains("::")
                && syn::parse_str::<syn::Path>(&text).is_ok_and(|p| !p.is_ident(&d.name))
        }
        _ => false,
    }
}
