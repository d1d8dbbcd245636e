//! Op traits: the catalogue of ODS traits `ods!` knows, the lowering of an
//! op's trait list (flattening `TraitList`s such as `ElementwiseMappable`,
//! dropping duplicates as mlir-tblgen does), user trait records
//! (`NativeOpTrait`, `PredOpTrait`, `TraitList`), and the code each trait
//! contributes to the generated op: runtime flags (`drr::OpTraits`),
//! verification steps in MLIR's order, and result-type inference.
//!
//! Verification order (MLIR's `verifyInvariants`): the count checks and
//! *structural* traits (`HasParent`, `SingleBlock`, …) in list order, then
//! the generated invariants (attributes, operands, results, the predicate
//! traits `AllTypesMatch`/`TypesMatchWith`/`PredOpTrait`, regions), then
//! the other native traits in list order, then the type-inference check
//! ODS appends when it derives the result types, then the op's verifier.

use super::builders::respan;
use std::collections::HashMap;

use proc_macro2::{Span, TokenStream};
use quote::{quote, quote_spanned};
use syn::{Ident, LitStr};

use super::ast::{ClassRef, Def, Value};
use super::lower::{ArgModelKind, Lower, Multiplicity, OpModel};
use super::op_pred::OpPred;

mod all_match;
mod catalogue;
mod lowering;
mod steps;
mod transformer;

pub use catalogue::*;
pub use steps::*;

/// Whether drr reads the C++ `TypesMatchWith` transformer `text` as its
/// Rust (for `td-paste`'s notes; a block's own shaped classes aside).
pub(crate) fn reads_transformer(text: &str) -> bool {
    transformer::read(text, &std::collections::HashSet::new()).is_some()
}

/// Which `All…Match` trait.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MatchKind {
    /// `AllTypesMatch`.
    Type,
    /// `AllShapesMatch`.
    Shape,
    /// `AllElementTypesMatch`.
    ElementType,
    /// `AllRanksMatch`.
    Rank,
    /// `AllElementCountsMatch`.
    ElementCount,
    /// `AllTypeIDsMatch`.
    TypeId,
}

/// One trait of an op, lowered.
#[derive(Clone, Debug)]
pub enum TraitModel {
    /// A trait of the catalogue.
    Simple(Ident),
    /// `AllTypesMatch<["a", "b"]>` and siblings.
    AllMatch {
        /// The trait's name token.
        ident: Ident,
        /// What is compared.
        kind: MatchKind,
        /// The names.
        names: Vec<LitStr>,
        /// `AllMatch<values, summary>`'s own summary (the values read as
        /// one of the `All…Match` traits, their names possibly getters,
        /// `getA()`); `None` for the `All…Match` traits, whose summary
        /// names the values.
        summary: Option<LitStr>,
    },
    /// `TypesMatchWith<"summary", "lhs", "rhs", transform, comparator?>`.
    TypesMatchWith {
        /// The trait's name token.
        ident: Ident,
        /// The summary.
        summary: String,
        /// The source name.
        lhs: LitStr,
        /// The target name.
        rhs: LitStr,
        /// A `fn(&mut TypeCx, Type) -> Option<Type>` expression.
        transform: TokenStream,
        /// A `fn(&Context, Type, Type) -> bool` expression.
        comparator: TokenStream,
        /// `OptionalTypesMatchWith`: holds when `lhs` or `rhs` (an optional
        /// operand or result) is absent.
        optional: bool,
    },
    /// `HasParent<"op">` / `ParentOneOf<["a", "b"]>`.
    Parent {
        /// The trait's name token.
        ident: Ident,
        /// `&'static str` expressions of the parents' full names.
        parents: Vec<TokenStream>,
    },
    /// `SingleBlockImplicitTerminator<"op">`.
    ImplicitTerminator {
        /// The trait's name token.
        ident: Ident,
        /// The terminator's full name expression.
        op: TokenStream,
    },
    /// `PredOpTrait<"summary", pred>`.
    Pred {
        /// The trait's name token.
        ident: Ident,
        /// The summary.
        summary: String,
        /// The predicate.
        pred: OpPred,
    },
    /// A user trait type (`NativeOpTrait<"Path">` or a path).
    Native {
        /// The trait's name token.
        ident: Ident,
        /// The Rust type implementing `drr::ods::NativeOpTrait`.
        path: TokenStream,
    },
    /// `Symbol` (MLIR's `SymbolOpInterface`), listed, as a base interface
    /// of `FunctionOpInterface`, or as `DeclareOpInterfaceMethods<Symbol,
    /// ["isDeclaration", …]>`: `declared` are the methods the op
    /// overrides (only `isDeclaration` and `isOptionalSymbol` change what
    /// is verified).
    Symbol {
        /// The trait's name token.
        ident: Ident,
        /// The method names of `DeclareOpInterfaceMethods<Symbol, […]>`.
        declared: Vec<LitStr>,
    },
    /// An interface or marker trait without behaviour here.
    Interface(Ident),
    /// `MemoryEffects<[MemRead, …]>`: the op's own effects (flags for the
    /// dead-code and CSE rules, see [`effect_flags`]).
    MemoryEffects {
        /// The trait's name token.
        ident: Ident,
        /// The listed effects.
        effects: Vec<EffectKind>,
    },
    /// `CastOpInterface` (declared or with its methods): verified with the
    /// op's `drr::ods::CastOpInterface::are_cast_compatible`.
    CastInterface(Ident),
    /// `SymbolUserOpInterface` (plain or in `DeclareOpInterfaceMethods<…>`):
    /// the op's `drr::ods::SymbolUser` hook checks its symbol uses when the
    /// verifier leaves the enclosing symbol table.
    SymbolUser(Ident),
    /// `RegionBranchOpInterface` (plain or in
    /// `DeclareOpInterfaceMethods<…>`): the op's `drr::ods::RegionBranch`
    /// impl describes its control flow, whose edges a region step checks
    /// at the interface's place among the region traits.
    RegionBranch(Ident),
    /// `RegionBranchTerminatorOpInterface` (plain or in
    /// `DeclareOpInterfaceMethods<…>`): the op is registered as a region
    /// branch terminator with its `drr::ods::RegionBranchTerminator` impl
    /// (unless it is `ReturnLike`, which passes every operand).
    RegionTerminator(Ident),
}

impl TraitModel {
    /// The name token of the trait.
    pub fn ident(&self) -> &Ident {
        match self {
            TraitModel::Simple(i)
            | TraitModel::Interface(i)
            | TraitModel::CastInterface(i)
            | TraitModel::SymbolUser(i)
            | TraitModel::RegionBranch(i)
            | TraitModel::RegionTerminator(i) => i,
            TraitModel::MemoryEffects { ident, .. }
            | TraitModel::AllMatch { ident, .. }
            | TraitModel::TypesMatchWith { ident, .. }
            | TraitModel::Parent { ident, .. }
            | TraitModel::ImplicitTerminator { ident, .. }
            | TraitModel::Pred { ident, .. }
            | TraitModel::Native { ident, .. }
            | TraitModel::Symbol { ident, .. } => ident,
        }
    }

    /// The name the trait is known by (for `has_trait`).
    pub fn name(&self) -> String {
        match self {
            TraitModel::ImplicitTerminator { .. } => "SingleBlockImplicitTerminator".into(),
            other => other.ident().to_string(),
        }
    }

    fn key(&self) -> String {
        match self {
            TraitModel::Simple(i)
            | TraitModel::Interface(i)
            | TraitModel::CastInterface(i)
            | TraitModel::SymbolUser(i)
            | TraitModel::RegionBranch(i)
            | TraitModel::RegionTerminator(i) => i.to_string(),
            TraitModel::MemoryEffects { effects, .. } => format!("effects{effects:?}"),
            TraitModel::AllMatch {
                kind,
                names,
                summary,
                ..
            } => format!(
                "{kind:?}{:?}{:?}",
                names.iter().map(LitStr::value).collect::<Vec<_>>(),
                summary.as_ref().map(LitStr::value)
            ),
            TraitModel::TypesMatchWith {
                lhs, rhs, summary, ..
            } => {
                format!("tmw{}{}{summary}", lhs.value(), rhs.value())
            }
            TraitModel::Parent { parents, .. } => format!(
                "parent{}",
                parents.iter().map(|p| p.to_string()).collect::<String>()
            ),
            TraitModel::ImplicitTerminator { op, .. } => format!("sbit{op}"),
            TraitModel::Pred { summary, pred, .. } => format!("pred{summary}{}", pred.key()),
            TraitModel::Native { path, .. } => format!("native{path}"),
            TraitModel::Symbol { .. } => "Symbol".into(),
        }
    }
}

/// A memory effect of ODS's side-effect decorators and `MemoryEffects`
/// lists (`MemRead`, `MemWrite<Resource>`, `MemAllocAt<0, FullEffect>`, …).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EffectKind {
    /// `MemRead…`.
    Read,
    /// `MemWrite…`.
    Write,
    /// `MemAlloc…`.
    Allocate,
    /// `MemFree…`.
    Free,
    /// Anything else (a record of the block, another decorator): judged as
    /// a write.
    Other,
}

impl EffectKind {
    /// The effect an entry of a decorator or `MemoryEffects` list names.
    pub fn of(v: &Value) -> EffectKind {
        let Value::Class(c) = v else {
            return EffectKind::Other;
        };
        match c.name().to_string().as_str() {
            "MemRead" | "MemReadAt" => EffectKind::Read,
            "MemWrite" | "MemWriteAt" => EffectKind::Write,
            "MemAlloc" | "MemAllocAt" => EffectKind::Allocate,
            "MemFree" | "MemFreeAt" => EffectKind::Free,
            _ => EffectKind::Other,
        }
    }
}

/// The effects of one decorated operand or result (`Arg<…, "", [MemRead]>`,
/// `Res<…, "", [MemAlloc]>`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DecoratorEffects {
    /// On a result (`false`: an operand).
    pub on_result: bool,
    /// The listed effects.
    pub effects: Vec<EffectKind>,
}

/// The `OpTraits` flags of an op's memory effects, as MLIR's rules read
/// them: the op implements the effect interface if it lists
/// `MemoryEffects<[…]>` or decorates an operand or result with effects;
/// then no effect at all is `PURE`; no write is `EFFECTS_NO_WRITE`; only
/// reads is `EFFECTS_READ_ONLY`; only reads and effects on results it
/// allocates is `EFFECTS_DROPPABLE` (`wouldOpBeTriviallyDead`).
pub fn effect_flags(traits: &[TraitModel], decorated: &[DecoratorEffects]) -> Vec<&'static str> {
    // (effect, droppable whatever it is: on a result the op allocates)
    let mut all: Vec<(EffectKind, bool)> = Vec::new();
    let mut interface = false;
    for t in traits {
        if let TraitModel::MemoryEffects { effects, .. } = t {
            interface = true;
            all.extend(effects.iter().map(|&e| (e, false)));
        }
    }
    for d in decorated.iter().filter(|d| !d.effects.is_empty()) {
        interface = true;
        let allocated = d.on_result && d.effects.contains(&EffectKind::Allocate);
        all.extend(d.effects.iter().map(|&e| (e, allocated)));
    }
    if !interface {
        return Vec::new();
    }
    if all.is_empty() {
        return vec!["PURE"];
    }
    let mut flags = Vec::new();
    if all.iter().all(|&(e, _)| {
        matches!(
            e,
            EffectKind::Read | EffectKind::Allocate | EffectKind::Free
        )
    }) {
        flags.push("EFFECTS_NO_WRITE");
    }
    if all.iter().all(|&(e, _)| e == EffectKind::Read) {
        flags.push("EFFECTS_READ_ONLY");
    }
    if all
        .iter()
        .all(|&(e, allocated)| allocated || e == EffectKind::Read)
    {
        flags.push("EFFECTS_DROPPABLE");
    }
    flags
}

/// A trait record defined in the block (`def X : NativeOpTrait<…>;`,
/// `PredOpTrait<…>`, `TraitList<[…]>`).
#[derive(Clone, Debug)]
pub enum LocalTrait {
    /// Lowered to one trait.
    One(TraitModel),
    /// An `OpInterface` record with `Symbol` among its base interfaces
    /// (CIRCT's `def HWModuleLike : OpInterface<"HWModuleLike", [Symbol,
    /// …]>`): mlir-tblgen adds a base interface's trait before the
    /// interface's own, so an op listing it is verified as a symbol.
    SymbolBased(Ident),
    /// A list of trait values (flattened where used).
    List(Vec<Value>),
}

/// Local trait names for the unknown-trait suggestion.
pub type LocalTraits = HashMap<String, LocalTrait>;
