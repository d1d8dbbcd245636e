//! Predicate records used as constraints.
//!
//! ODS's `Pred` records (`def HasNo0Dimensions : And<[IsRankedTensorTypePred,
//! CPred<…>]>;`) are predicates, not constraints, but a constraint class may
//! take them: `TensorOf<[…], [HasNo0Dimensions]>` (a list of `Pred`s on the
//! whole type), `Or<[HasNo0Dimensions, IsUnrankedTensorTypePred]>` among
//! such a list, `ConfinedAttr<…, [P]>`. The record front end renders a named
//! predicate as `def P : Pred<predicate>;` (the compiled Rust predicate, or,
//! when it does not compile, its error message as a string spanned where
//! the error is). Here such a record becomes, the first time a constraint
//! uses it, a user constraint of the kind that use wants, with the
//! record's name as its summary; an unused one generates nothing (so an
//! unused C++ predicate is no error). Invariant: one predicate record is
//! one kind of constraint — a use of the other kind is an error at that
//! use.

use std::cell::RefCell;
use std::collections::HashMap;

use proc_macro2::TokenStream;
use quote::quote;
use syn::{Ident, LitStr};

use super::ast::{ClassRef, Def, Value};
use super::lower::{ConstraintKind, Lower, Model, Resolved, UserConstraint};

/// A named predicate record.
#[derive(Debug)]
pub(super) struct PredRecord {
    name: Ident,
    docs: Vec<String>,
    /// The Rust predicate, or why it does not compile.
    predicate: Result<TokenStream, LitStr>,
}

/// The block's predicate records and the kind each is used as.
#[derive(Debug, Default)]
pub(super) struct PredRecords {
    records: HashMap<String, PredRecord>,
    /// Record name → the kind of its first use, in order of first use.
    uses: RefCell<Vec<(String, ConstraintKind)>>,
}

impl PredRecords {
    /// Registers `def P : Pred<…>;` (first pass). A record of another
    /// block (`imported`, fetched as text) gets a hidden constraint type:
    /// the defining block has one only if it used the record as a
    /// constraint itself, and the user's `use` may bring that one in.
    pub(super) fn insert(&mut self, d: &Def, imported: bool) {
        let predicate = match d.args.as_slice() {
            [Value::Closure(c)] => Ok(quote!(#c)),
            [Value::Class(c)] if c.args.is_none() => Ok(c.path_tokens()),
            [Value::Str(msg)] => Err(msg.clone()),
            _ => Err(LitStr::new(
                "expected a predicate (`CPred<…>`, `And<[…]>`, `Or<[…]>`, `Neg<…>`)",
                d.class.span(),
            )),
        };
        let name = if imported {
            quote::format_ident!("__drr_imported_{}", d.name, span = d.name.span())
        } else {
            d.name.clone()
        };
        self.records.insert(
            d.name.to_string(),
            PredRecord {
                name,
                docs: if imported { Vec::new() } else { d.docs.clone() },
                predicate,
            },
        );
    }

    /// True if `name` is a predicate record of the block.
    pub(super) fn contains(&self, name: &str) -> bool {
        self.records.contains_key(name)
    }

    /// The Rust predicate of the block's record `name` (or why it does not
    /// compile), for a use as the predicate of a `PredOpTrait`
    /// (iree-llvm-sandbox's `def MatchingFieldCountsPred : CPred<…>;` in
    /// `PredOpTrait<"…", MatchingFieldCountsPred>`).
    pub(super) fn predicate(&self, name: &str) -> Option<&Result<TokenStream, LitStr>> {
        self.records.get(name).map(|r| &r.predicate)
    }
}

impl Lower<'_> {
    /// `c` (a predicate record's name) used where a constraint of kind
    /// `want` is expected.
    pub(super) fn pred_constraint(&self, c: &ClassRef, want: ConstraintKind) -> Option<Resolved> {
        let name = c.name().to_string();
        let rec = self.preds.records.get(&name)?;
        if let Some(a) = c.args.as_deref().and_then(<[Value]>::first) {
            self.err(a.span(), format!("`{name}` takes no template arguments"));
            return None;
        }
        if let Err(msg) = &rec.predicate {
            self.err(msg.span(), msg.value());
            return None;
        }
        let mut uses = self.preds.uses.borrow_mut();
        match uses.iter().find(|(n, _)| *n == name) {
            Some((_, k)) if *k != want => {
                self.err(
                    c.span(),
                    format!(
                        "predicate `{name}` is used as {} elsewhere in this block, and cannot also be {}: define a second predicate record for this use",
                        kind_text(*k),
                        kind_text(want)
                    ),
                );
                return None;
            }
            Some(_) => {}
            None => uses.push((name.clone(), want)),
        }
        let mut ty = rec.name.clone();
        ty.set_span(c.span());
        Some(Resolved {
            ty: quote!(#ty),
            text: name,
            is_unit: false,
            buildable: false,
        })
    }

    /// The user constraints of the predicate records that constraints
    /// used (after every op is lowered).
    pub(super) fn pred_constraints(&self, model: &mut Model) {
        for (name, kind) in self.preds.uses.borrow().iter() {
            let rec = &self.preds.records[name];
            let Ok(predicate) = &rec.predicate else {
                continue;
            };
            model.constraints.push(UserConstraint {
                docs: rec.docs.clone(),
                name: rec.name.clone(),
                kind: *kind,
                predicate: predicate.clone(),
                summary: LitStr::new(name, rec.name.span()),
                storage: None,
                dialect_storage: false,
                const_builder: None,
                type_builder: None,
                delegate: None,
            });
        }
    }
}

fn kind_text(k: ConstraintKind) -> &'static str {
    match k {
        ConstraintKind::Type => "a type constraint",
        ConstraintKind::Attr => "an attribute constraint",
    }
}
