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

/// What a simple (argument-less) trait does in `ods!`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effect {
    /// Sets a runtime flag only (or nothing: interfaces, marker traits).
    Flag,
    /// A structural check before the invariants (method of `OpVerifier`).
    Structural(&'static str),
    /// A native check after the invariants (method of `OpVerifier`).
    Native(&'static str),
}

/// The traits `ods!` knows by name: (name, `OpTraits` flag, effect).
pub const KNOWN_TRAITS: &[(&str, Option<&str>, Effect)] = &[
    ("Pure", Some("PURE"), Effect::Flag),
    ("NoMemoryEffect", Some("PURE"), Effect::Flag),
    ("AlwaysSpeculatable", None, Effect::Flag),
    ("ConditionallySpeculatable", None, Effect::Flag),
    ("RecursivelySpeculatable", None, Effect::Flag),
    (
        "RecursiveMemoryEffects",
        Some("RECURSIVE_MEMORY_EFFECTS"),
        Effect::Flag,
    ),
    ("Commutative", Some("COMMUTATIVE"), Effect::Flag),
    ("Idempotent", None, Effect::Flag),
    ("Involution", None, Effect::Flag),
    ("ConstantLike", Some("CONSTANT_LIKE"), Effect::Flag),
    // Verified among the native traits, in list order (not structural in
    // ODS): after the counts, `HasParent` and the invariants.
    (
        "Terminator",
        Some("TERMINATOR"),
        Effect::Native("last_in_block"),
    ),
    (
        "IsTerminator",
        Some("TERMINATOR"),
        Effect::Native("last_in_block"),
    ),
    ("ReturnLike", None, Effect::Flag),
    (
        "IsolatedFromAbove",
        Some("ISOLATED_FROM_ABOVE"),
        Effect::Flag,
    ),
    ("NoTerminator", Some("NO_TERMINATOR"), Effect::Flag),
    (
        "SingleBlock",
        Some("SINGLE_BLOCK"),
        Effect::Structural("single_block"),
    ),
    ("HasOnlyGraphRegion", Some("GRAPH_REGION"), Effect::Flag),
    (
        "AttrSizedOperandSegments",
        Some("ATTR_SIZED_OPERAND_SEGMENTS"),
        Effect::Flag,
    ),
    (
        "AttrSizedResultSegments",
        Some("ATTR_SIZED_RESULT_SEGMENTS"),
        Effect::Flag,
    ),
    (
        "SameVariadicOperandSize",
        Some("SAME_VARIADIC_OPERAND_SIZE"),
        Effect::Flag,
    ),
    (
        "SameVariadicResultSize",
        Some("SAME_VARIADIC_RESULT_SIZE"),
        Effect::Flag,
    ),
    (
        "FirstAttrDerivedResultType",
        Some("FIRST_ATTR_DERIVED_RESULT_TYPE"),
        Effect::Flag,
    ),
    ("InferTypeOpInterface", Some("INFER_TYPE"), Effect::Flag),
    ("InferTypeOpAdaptor", Some("INFER_TYPE"), Effect::Flag),
    // `InferShapedTypeOpInterface` (TOSA): its C++ `inferReturnTypeComponents`
    // is not checked by the verifier; no effect on the generic form.
    ("InferShapedTypeOpAdaptor", None, Effect::Flag),
    // InferTypeOpInterface.td: `InferTensorType` (and its adaptor form)
    // is `InferTypeOpInterface` whose types come from C++'s
    // `inferReturnTypeComponents`: no effect in Rust, and the op's result
    // types are not derived from its other traits (they are given when it
    // is built).
    ("InferTensorType", None, Effect::Flag),
    ("InferTensorTypeAdaptor", None, Effect::Flag),
    ("InferTensorTypeWithReify", None, Effect::Flag),
    ("InferTensorTypeAdaptorWithReify", None, Effect::Flag),
    // InferTypeOpInterface.td: `InferTypeOpAdaptor` whose op also
    // declares `isCompatibleReturnTypes` (ShapeOps.td, 13 of MLIR 22's ops).
    (
        "InferTypeOpAdaptorWithIsCompatible",
        Some("INFER_TYPE"),
        Effect::Flag,
    ),
    (
        "SameOperandsAndResultType",
        Some("SAME_OPERANDS_AND_RESULT_TYPE"),
        Effect::Native("same_operands_and_result_type"),
    ),
    (
        "SameTypeOperands",
        None,
        Effect::Native("same_type_operands"),
    ),
    (
        "SameOperandsShape",
        None,
        Effect::Native("same_operands_shape"),
    ),
    (
        "SameOperandsAndResultShape",
        None,
        Effect::Native("same_operands_and_result_shape"),
    ),
    (
        "SameOperandsElementType",
        None,
        Effect::Native("same_operands_element_type"),
    ),
    (
        "SameOperandsAndResultElementType",
        None,
        Effect::Native("same_operands_and_result_element_type"),
    ),
    (
        "SameOperandsAndResultRank",
        None,
        Effect::Native("same_operands_and_result_rank"),
    ),
    ("Elementwise", None, Effect::Native("elementwise")),
    ("Scalarizable", None, Effect::Flag),
    ("Vectorizable", None, Effect::Flag),
    ("Tensorizable", None, Effect::Flag),
    (
        "ResultsAreBoolLike",
        None,
        Effect::Native("results_are_bool_like"),
    ),
    (
        "ResultsAreFloatLike",
        None,
        Effect::Native("results_are_float_like"),
    ),
    (
        "ResultsAreSignlessIntegerLike",
        None,
        Effect::Native("results_are_signless_integer_like"),
    ),
    (
        "OperandsAreFloatLike",
        None,
        Effect::Native("operands_are_float_like"),
    ),
    (
        "OperandsAreSignlessIntegerLike",
        None,
        Effect::Native("operands_are_signless_integer_like"),
    ),
    (
        "NoRegionArguments",
        None,
        Effect::Structural("no_region_arguments"),
    ),
    ("Symbol", None, Effect::Flag),
    ("SymbolTable", Some("SYMBOL_TABLE"), Effect::Flag),
    ("AffineScope", None, Effect::Flag),
    ("AutomaticAllocationScope", None, Effect::Flag),
    ("MemRefsNormalizable", None, Effect::Flag),
    // `ViewLikeInterface.td`'s `NativeOpTrait<"DistinctObjectsTrait">`
    // (`memref.distinct_objects`): a C++ marker with no verifier.
    ("DistinctObjectsTrait", None, Effect::Flag),
    // LoopLikeInterface.td: a marker (`OpTrait::HasParallelRegion` has no
    // verifier).
    ("HasParallelRegion", None, Effect::Flag),
    // mlir/Dialect/Traits.h: `verifyCompatibleOperandBroadcast`.
    (
        "ResultsBroadcastableShape",
        None,
        Effect::Native("results_broadcastable_shape"),
    ),
];

/// `TraitList`s of the standard library: name → members.
pub(crate) const TRAIT_LISTS: &[(&str, &[&str])] = &[
    (
        "ElementwiseMappable",
        &[
            "Elementwise",
            "Scalarizable",
            "Vectorizable",
            "Tensorizable",
        ],
    ),
    // RegionKindInterface.td: its members are checked as themselves (a
    // single block, no terminator), and `GraphRegionNoTerminator.traits`
    // reads them.
    (
        "GraphRegionNoTerminator",
        &[
            "NoTerminator",
            "SingleBlock",
            "RegionKindInterface",
            "HasOnlyGraphRegion",
        ],
    ),
];

fn name_ends_with_interface(i: &Ident) -> bool {
    i.to_string().ends_with("Interface")
}

/// Parameterized traits, for the unknown-trait suggestion.
pub(crate) const PARAM_TRAITS: &[&str] = &[
    "AllTypesMatch",
    "AllShapesMatch",
    "AllElementTypesMatch",
    "AllRanksMatch",
    "AllElementCountsMatch",
    "AllTypeIDsMatch",
    "TypesMatchWith",
    "OptionalTypesMatchWith",
    "RangedTypesMatchWith",
    "ShapedTypeMatchesElementCountAndTypes",
    "HasParent",
    "ParentOneOf",
    "SingleBlockImplicitTerminator",
    "PredOpTrait",
    "NativeOpTrait",
    "ParamNativeOpTrait",
    "DeclareOpInterfaceMethods",
    "MemoryEffects",
];

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
    /// An interface or marker trait without behaviour here.
    Interface(Ident),
    /// `CastOpInterface` (declared or with its methods): verified with the
    /// op's `drr::ods::CastOpInterface::are_cast_compatible`.
    CastInterface(Ident),
}

impl TraitModel {
    /// The name token of the trait.
    pub fn ident(&self) -> &Ident {
        match self {
            TraitModel::Simple(i) | TraitModel::Interface(i) | TraitModel::CastInterface(i) => i,
            TraitModel::AllMatch { ident, .. }
            | TraitModel::TypesMatchWith { ident, .. }
            | TraitModel::Parent { ident, .. }
            | TraitModel::ImplicitTerminator { ident, .. }
            | TraitModel::Pred { ident, .. }
            | TraitModel::Native { ident, .. } => ident,
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
            TraitModel::Simple(i) | TraitModel::Interface(i) | TraitModel::CastInterface(i) => {
                i.to_string()
            }
            TraitModel::AllMatch { kind, names, .. } => format!(
                "{kind:?}{:?}",
                names.iter().map(LitStr::value).collect::<Vec<_>>()
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
        }
    }
}

/// A trait record defined in the block (`def X : NativeOpTrait<…>;`,
/// `PredOpTrait<…>`, `TraitList<[…]>`).
#[derive(Clone, Debug)]
pub enum LocalTrait {
    /// Lowered to one trait.
    One(TraitModel),
    /// A list of trait values (flattened where used).
    List(Vec<Value>),
}

/// Levenshtein distance (for suggestions).
pub(crate) fn distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.to_lowercase().chars().collect();
    let b: Vec<char> = b.to_lowercase().chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.iter().enumerate() {
        let mut cur = vec![i + 1];
        for (j, cb) in b.iter().enumerate() {
            let sub = prev[j] + usize::from(ca != cb);
            cur.push(sub.min(prev[j + 1] + 1).min(cur[j] + 1));
        }
        prev = cur;
    }
    prev[b.len()]
}

/// The known trait name nearest to `name`, if close enough.
pub fn suggest<'a>(name: &str, extra: impl Iterator<Item = &'a str>) -> Option<String> {
    let candidates = KNOWN_TRAITS
        .iter()
        .map(|t| t.0)
        .chain(TRAIT_LISTS.iter().map(|t| t.0))
        .chain(PARAM_TRAITS.iter().copied())
        .chain(extra);
    let mut best: Option<(usize, &str)> = None;
    for c in candidates {
        let d = distance(name, c);
        if best.is_none_or(|(bd, _)| d < bd) {
            best = Some((d, c));
        }
    }
    let (d, c) = best?;
    (d <= name.len().max(3) / 3 + 1 || c.to_lowercase().contains(&name.to_lowercase()))
        .then(|| c.to_string())
}

/// The op name of a C++ class of MLIR's own ops named in `HasParent<…>`
/// (with or without `mlir::`): the builtin module by its bare name, the
/// others with their dialect namespace (a bare `FuncOp` is the block's).
fn upstream_op_name(cpp: &str) -> Option<&'static str> {
    const OPS: &[(&str, &str)] = &[
        ("ModuleOp", "builtin.module"),
        ("func::FuncOp", "func.func"),
        ("gpu::GPUFuncOp", "gpu.func"),
        ("gpu::GPUModuleOp", "gpu.module"),
        ("gpu::LaunchOp", "gpu.launch"),
        ("scf::ForOp", "scf.for"),
        ("scf::ForallOp", "scf.forall"),
        ("scf::IfOp", "scf.if"),
        ("scf::WhileOp", "scf.while"),
        ("scf::ExecuteRegionOp", "scf.execute_region"),
        ("LLVM::LLVMFuncOp", "llvm.func"),
        ("memref::GlobalOp", "memref.global"),
    ];
    let plain = cpp.strip_prefix("mlir::").unwrap_or(cpp);
    OPS.iter().find(|(c, _)| *c == plain).map(|(_, n)| *n)
}

impl Lower<'_> {
    /// An op's parent named in `HasParent<…>`: a full op name (`"func.func"`)
    /// or a Rust path to an `ods!` op (`"FuncOp"`, `some::FuncOp`).
    fn parent_name(&self, v: &Value) -> Option<TokenStream> {
        match v {
            Value::Str(s) => {
                let text = s.value();
                let text = text.trim_start_matches("::");
                if text.contains('.') {
                    return Some(quote!(#s));
                }
                // An op of the block named by its C++ class name (ODS's
                // `HasParent<"FuncOp">` for `def MLProgram_FuncOp`), unless a
                // record has that very name.
                // A qualified C++ name (`::mlir::tensor::GenerateOp`) names
                // the block's op of that class.
                let class = match text.rsplit_once("::") {
                    Some((_, class)) => class,
                    None => text,
                };
                if let Some(op) = self.op_cpp_names.get(class)
                    && (class != text || !self.is_local(text) || *op == text)
                {
                    let op = respan(quote!(#op), s.span());
                    let span = s.span();
                    return Some(quote_spanned!(span=> <#op as ::drr::ods::Op>::NAME));
                }
                // A C++ class of MLIR's own ops (`ModuleOp`,
                // `func::FuncOp`), as out-of-tree dialects name them.
                if let Some(full) = upstream_op_name(text) {
                    let lit = LitStr::new(full, s.span());
                    return Some(quote!(#lit));
                }
                // An op of another dialect's block, by C++ class qualified
                // with that dialect's namespace (`hw::HWModuleOp`): its full
                // name, fetched from that block's macro keyed by the
                // namespace.
                if self.includes
                    && let Some((qual, _)) = text.rsplit_once("::")
                    && let Some(q) = qual.rsplit("::").find(|seg| !seg.is_empty())
                    && !self.dialect_names.iter().any(|n| n == q)
                    && syn::parse_str::<Ident>(class).is_ok()
                {
                    let mac = crate::tablegen::export::op_macro_name(
                        &format!("cpp_{q}"),
                        class,
                        s.span(),
                    );
                    let mac_name = mac.to_string();
                    if let Some((_, full)) = self.imported_ops.iter().find(|(m, _)| *m == mac_name)
                    {
                        let lit = LitStr::new(&full.value(), s.span());
                        return Some(quote!(#lit));
                    }
                    let msg = format!(
                        "`{text}` is no op of this block: it is looked up among the ops of the dialect whose C++ namespace ends in `{q}`, in other blocks (this block has an `include` line)"
                    );
                    self.unresolved
                        .borrow_mut()
                        .push((mac, syn::Error::new(s.span(), msg), "op"));
                    return None;
                }
                // An op of the block's dialect defined in another block (a
                // file the block includes), by C++ class: its full name,
                // fetched from that block's macro for the class.
                if self.includes
                    && !self.is_local(class)
                    && syn::parse_str::<Ident>(class).is_ok()
                    && let Some(key) = &self.dialect_key
                    && let Some(ns) = self.dialect_names.first()
                {
                    let mac = crate::tablegen::export::op_macro_name(key, class, s.span());
                    let mac_name = mac.to_string();
                    if let Some((_, mnemonic)) =
                        self.imported_ops.iter().find(|(m, _)| *m == mac_name)
                    {
                        let lit = LitStr::new(&format!("{ns}.{}", mnemonic.value()), s.span());
                        return Some(quote!(#lit));
                    }
                    let msg = format!(
                        "`{text}` is no op of this block: it is looked up among the ops of dialect `{ns}` in other blocks (this block has an `include` line)"
                    );
                    self.unresolved
                        .borrow_mut()
                        .push((mac, syn::Error::new(s.span(), msg), "op"));
                    return None;
                }
                let rust = text.to_string();
                match syn::parse_str::<syn::Path>(&rust) {
                    Ok(p) => {
                        let p = respan(quote!(#p), s.span());
                        let span = s.span();
                        Some(quote_spanned!(span=> <#p as ::drr::ods::Op>::NAME))
                    }
                    Err(_) => {
                        self.err(s.span(), "expected an op: its full name (`\"func.func\"`) or the Rust path of an `ods!` op (`\"FuncOp\"`)");
                        None
                    }
                }
            }
            Value::Class(c) if c.args.is_none() => {
                let p = c.path_tokens();
                Some(quote_spanned!(c.span()=> <#p as ::drr::ods::Op>::NAME))
            }
            other => {
                self.err(other.span(), "expected an op: its full name (`\"func.func\"`) or the Rust path of an `ods!` op");
                None
            }
        }
    }

    /// A Rust fn value (closure or path), for trait arguments whose C++
    /// strings must be rewritten in Rust.
    fn rust_fn(&self, v: &Value, what: &str, signature: &str) -> Option<TokenStream> {
        match v {
            Value::Closure(c) => Some(quote!(#c)),
            Value::Class(c) if c.args.is_none() => Some(c.path_tokens()),
            Value::Class(c)
                if c.name() == "CPred" && c.args.as_ref().is_some_and(|a| a.len() == 1) =>
            {
                self.rust_fn(&c.args.as_ref().expect("checked")[0], what, signature)
            }
            Value::Str(s) => {
                self.err(
                    s.span(),
                    format!("the {what} is C++: write it in Rust, as a closure or a path to a `{signature}`"),
                );
                None
            }
            other => {
                self.err(
                    other.span(),
                    format!("expected the {what}: a closure or a path to a `{signature}`"),
                );
                None
            }
        }
    }

    fn type_transform(&self, v: &Value) -> Option<TokenStream> {
        if let Value::Str(s) = v {
            let text: String = s.value().chars().filter(|c| !c.is_whitespace()).collect();
            match text.as_str() {
                "$_self" => return Some(quote!(::drr::ods::same_type)),
                "getElementTypeOrSelf($_self)" | "::mlir::getElementTypeOrSelf($_self)" => {
                    return Some(quote!(::drr::ods::element_type_transform));
                }
                // `::llvm::cast<TensorType>($_self).getElementType()` and
                // the like of MLIR's own files: a shaped type's element
                // type (the operand's constraint makes the cast valid).
                t if shaped_element_cast(t) => {
                    return Some(quote!(::drr::ods::element_type_transform));
                }
                // `tensor.from_elements`: one element type per element of a
                // static tensor (a ranged transformer).
                "SmallVector<Type,2>(::llvm::cast<RankedTensorType>($_self).getNumElements(),::llvm::cast<RankedTensorType>($_self).getElementType())" =>
                {
                    return Some(quote!(::drr::ods::shaped_elements_transform));
                }
                _ => {}
            }
        }
        if let Value::Str(s) = v {
            self.err(
                s.span(),
                "the type transformer is C++: write it in Rust, as a closure or a path to a `fn(&mut drr::ods::TypeCx, drr::Type) -> Option<drr::Type>` (`ods::TypeTransform`; returning `Option<Vec<drr::Type>>` for a variadic or optional right side, `ods::TypeRangeTransform`; taking `&[drr::Type]` for a variadic left side too, `ods::TypeListTransform`)",
            );
            return None;
        }
        self.rust_fn(
            v,
            "type transformer",
            "fn(&mut drr::ods::TypeCx, drr::Type) -> Option<drr::Type>",
        )
    }

    /// Lowers one trait value of an op's list, appending to `out`;
    /// `depth` bounds nested trait lists.
    pub(super) fn trait_value(&self, v: &Value, out: &mut Vec<TraitModel>, depth: usize) {
        if depth > 16 {
            self.err(v.span(), "trait lists nest too deeply");
            return;
        }
        let push = |out: &mut Vec<TraitModel>, t: TraitModel| {
            let key = t.key();
            // mlir-tblgen drops duplicate traits.
            if !out.iter().any(|o| o.key() == key) {
                out.push(t);
            }
        };
        let c = match v {
            Value::Class(c) => c,
            Value::List(_, items) => {
                for i in items {
                    self.trait_value(i, out, depth + 1);
                }
                return;
            }
            other => {
                self.err(other.span(), "expected a trait name");
                return;
            }
        };
        if !c.is_simple() && c.args.is_none() {
            // A path: a user trait type from elsewhere.
            push(
                out,
                TraitModel::Native {
                    ident: c.name().clone(),
                    path: c.path_tokens(),
                },
            );
            return;
        }
        let name = c.name().to_string();
        let ident = c.name().clone();
        let args = c.args.as_deref();
        if args.is_none() {
            if let Some(local) = self.traits.get(&name) {
                match local {
                    LocalTrait::One(t) => {
                        let mut t = t.clone();
                        if let TraitModel::Native { ident: i, .. }
                        | TraitModel::Pred { ident: i, .. } = &mut t
                        {
                            *i = ident.clone();
                        }
                        push(out, t);
                    }
                    LocalTrait::List(items) => {
                        for i in items.clone() {
                            self.trait_value(&i, out, depth + 1);
                        }
                    }
                }
                return;
            }
            if let Some((_, members)) = TRAIT_LISTS.iter().find(|t| t.0 == name) {
                for m in *members {
                    let m = Ident::new(m, ident.span());
                    push(
                        out,
                        if name_ends_with_interface(&m) {
                            TraitModel::Interface(m)
                        } else {
                            TraitModel::Simple(m)
                        },
                    );
                }
                return;
            }
            if KNOWN_TRAITS.iter().any(|t| t.0 == name) {
                push(out, TraitModel::Simple(ident));
                return;
            }
            if name == "CastOpInterface" {
                push(out, TraitModel::CastInterface(ident));
                return;
            }
            if name.ends_with("Interface") {
                push(out, TraitModel::Interface(ident));
                return;
            }
        }
        let args = args.unwrap_or(&[]);
        let match_kind = match name.as_str() {
            "AllTypesMatch" => Some(MatchKind::Type),
            "AllShapesMatch" => Some(MatchKind::Shape),
            "AllElementTypesMatch" => Some(MatchKind::ElementType),
            "AllRanksMatch" => Some(MatchKind::Rank),
            "AllElementCountsMatch" => Some(MatchKind::ElementCount),
            "AllTypeIDsMatch" => Some(MatchKind::TypeId),
            _ => None,
        };
        if let Some(kind) = match_kind {
            match (args.len(), args.first().and_then(Value::str_list)) {
                (1, Some(names)) => push(out, TraitModel::AllMatch { ident, kind, names }),
                _ => self.err(
                    c.span(),
                    format!(
                        "expected `{name}<[\"a\", \"b\", …]>`: a list of argument and result names"
                    ),
                ),
            }
            return;
        }
        match name.as_str() {
            "TypesMatchWith" | "OptionalTypesMatchWith" | "RangedTypesMatchWith" => {
                let [
                    Value::Str(summary),
                    Value::Str(lhs),
                    Value::Str(rhs),
                    transform,
                    rest @ ..,
                ] = args
                else {
                    self.err(
                        c.span(),
                        "expected `TypesMatchWith<\"summary\", \"lhs\", \"rhs\", transformer>`",
                    );
                    return;
                };
                let Some(transform) = self.type_transform(transform) else {
                    return;
                };
                let comparator = match rest {
                    [] => quote!(::drr::ods::types_equal),
                    [extra, ..] if name == "RangedTypesMatchWith" => {
                        self.err(
                            extra.span(),
                            "`RangedTypesMatchWith` takes a summary, two names and a transformer",
                        );
                        return;
                    }
                    // `llvm::equal`: `RangedTypesMatchWith`'s, on ranges.
                    [Value::Str(s)]
                        if matches!(
                            s.value().replace(' ', "").as_str(),
                            "std::equal_to<>()" | "llvm::equal"
                        ) =>
                    {
                        quote!(::drr::ods::types_equal)
                    }
                    [cmp] => match self.rust_fn(
                        cmp,
                        "comparator",
                        "fn(&drr::Context, drr::Type, drr::Type) -> bool",
                    ) {
                        Some(t) => t,
                        None => return,
                    },
                    [_, extra, ..] => {
                        self.err(extra.span(), "`TypesMatchWith` takes a summary, two names, a transformer and an optional comparator");
                        return;
                    }
                };
                push(
                    out,
                    TraitModel::TypesMatchWith {
                        ident,
                        summary: summary.value(),
                        lhs: lhs.clone(),
                        rhs: rhs.clone(),
                        transform,
                        comparator,
                        optional: name == "OptionalTypesMatchWith",
                    },
                );
            }
            // `ShapedTypeMatchesElementCountAndTypes<"shaped", "elements">`
            // (`vector.from_elements`): the variadic group `elements` has one
            // value of the element type per element of `shaped`'s type.
            "ShapedTypeMatchesElementCountAndTypes" => match args {
                [Value::Str(shaped), Value::Str(elements)] => push(
                    out,
                    TraitModel::TypesMatchWith {
                        ident,
                        summary: format!(
                            "shaped type '{}' matches '{}' element count and types",
                            shaped.value(),
                            elements.value()
                        ),
                        lhs: shaped.clone(),
                        rhs: elements.clone(),
                        transform: quote!(::drr::ods::shaped_elements_transform),
                        comparator: quote!(::drr::ods::types_equal),
                        optional: false,
                    },
                ),
                _ => self.err(
                    c.span(),
                    "expected `ShapedTypeMatchesElementCountAndTypes<\"shaped\", \"elements\">`",
                ),
            },
            "HasParent" | "ParentOneOf" => {
                // `HasParent<"A, B">`: ODS pastes the string into C++'s
                // variadic `HasParent<A, B>`, so it lists several parents.
                let split: Vec<Value>;
                let items: Vec<&Value> = match (name.as_str(), args) {
                    ("HasParent", [Value::Str(s)]) if s.value().contains(',') => {
                        split = s
                            .value()
                            .split(',')
                            .map(|p| Value::Str(LitStr::new(p.trim(), s.span())))
                            .collect();
                        split.iter().collect()
                    }
                    ("HasParent", [one]) => vec![one],
                    // `ParentOneOf<["A, B,", "C"]>` (OpenACC's `acc.yield`):
                    // ODS interleaves the strings with `, ` into C++'s
                    // variadic list, so a string may name several.
                    ("ParentOneOf", [Value::List(_, items)])
                        if !items.is_empty()
                            && items.iter().any(|v| matches!(v, Value::Str(s) if s.value().contains(','))) =>
                    {
                        split = items
                            .iter()
                            .flat_map(|v| match v {
                                Value::Str(s) => s
                                    .value()
                                    .split(',')
                                    .map(str::trim)
                                    .filter(|p| !p.is_empty())
                                    .map(|p| Value::Str(LitStr::new(p, s.span())))
                                    .collect::<Vec<_>>(),
                                other => vec![other.clone()],
                            })
                            .collect();
                        split.iter().collect()
                    }
                    ("ParentOneOf", [Value::List(_, items)]) if !items.is_empty() => {
                        items.iter().collect()
                    }
                    _ => {
                        self.err(
                            c.span(),
                            if name == "HasParent" {
                                "expected `HasParent<\"op\">`"
                            } else {
                                "expected `ParentOneOf<[\"a\", \"b\"]>`"
                            },
                        );
                        return;
                    }
                };
                let parents: Option<Vec<_>> = items.iter().map(|v| self.parent_name(v)).collect();
                if let Some(parents) = parents {
                    push(out, TraitModel::Parent { ident, parents });
                }
            }
            "SingleBlockImplicitTerminator" => match args {
                [op] => {
                    if let Some(op) = self.parent_name(op) {
                        push(out, TraitModel::ImplicitTerminator { ident, op });
                    }
                }
                _ => self.err(c.span(), "expected `SingleBlockImplicitTerminator<\"op\">`"),
            },
            "PredOpTrait" => match args {
                [Value::Str(summary), pred, ..] => {
                    if let Some(pred) = self.op_pred(pred, 0) {
                        push(
                            out,
                            TraitModel::Pred {
                                ident,
                                summary: summary.value(),
                                pred,
                            },
                        );
                    }
                }
                _ => self.err(
                    c.span(),
                    "expected `PredOpTrait<\"summary\", |ctx: &drr::Context, op: drr::OpId| …>`",
                ),
            },
            "NativeOpTrait" => match args.first() {
                // `NativeOpTrait<"SymbolTable">` written inline (IREE's
                // `flow.executable`): in C++ `::mlir::OpTrait::SymbolTable`,
                // MLIR's own trait, the one ODS's `SymbolTable` record names.
                Some(Value::Str(s)) if let Some(ods) = mlir_native_trait(&s.value()) => {
                    let named = Value::Class(ClassRef {
                        path: vec![Ident::new(ods, s.span())],
                        leading_colon: false,
                        args: None,
                    });
                    self.trait_value(&named, out, depth + 1);
                }
                Some(v) => {
                    if let Some(path) = self.native_trait_path(v) {
                        push(out, TraitModel::Native { ident, path });
                    }
                }
                None => self.err(c.span(), "expected `NativeOpTrait<\"RustTraitType\">`"),
            },
            // A user trait with C++ template arguments (onnx-mlir's
            // `class OpVersionTrait<int v> : ParamNativeOpTrait<
            // "OpVersionTrait", !cast<string>(v)>`): the Rust type is the
            // name with the arguments as generic arguments
            // (`OpVersionTrait<1>`, a const generic).
            "ParamNativeOpTrait" => match args {
                [Value::Str(n), Value::Str(params), ..] => {
                    let name = n.value();
                    let name = name.trim_start_matches("::mlir::OpTrait::");
                    let params = params.value();
                    let text = if params.trim().is_empty() {
                        name.to_string()
                    } else {
                        format!("{name}<{params}>")
                    };
                    match syn::parse_str::<syn::Type>(&text) {
                        Ok(ty) => {
                            let path = respan(quote!(#ty), n.span());
                            push(out, TraitModel::Native { ident, path });
                        }
                        Err(_) => self.err(
                            c.span(),
                            format!("`ParamNativeOpTrait<\"{name}\", \"{params}\">`: the trait's Rust type is `{name}<…>` with these parameters as its generic arguments, and `{text}` is not a Rust type; write the parameters as Rust generic arguments (integers, types)"),
                        ),
                    }
                }
                _ => self.err(
                    c.span(),
                    "expected `ParamNativeOpTrait<\"RustTraitType\", \"generic arguments\">`",
                ),
            },
            "DeclareOpInterfaceMethods" => match args.first() {
                Some(Value::Class(inner)) if inner.name() == "InferTypeOpInterface" => {
                    push(out, TraitModel::Simple(inner.name().clone()));
                }
                Some(Value::Class(inner)) if inner.name() == "CastOpInterface" => {
                    push(out, TraitModel::CastInterface(inner.name().clone()));
                }
                // Keyed by the interface, so that two declared interfaces
                // are two traits.
                Some(Value::Class(inner)) if inner.is_simple() => {
                    push(out, TraitModel::Interface(inner.name().clone()));
                }
                _ => push(out, TraitModel::Interface(ident)),
            },
            "MemoryEffects" => push(out, TraitModel::Interface(ident)),
            // An interface written inline in the trait list
            // (`OpInterface<"ResultTypeInferenceOpInterface">`, as older
            // onnx-mlir does): an `OpInterface` record is an
            // `OpInterfaceTrait`, with no effect here like a named one.
            // Keyed by the interface's C++ name.
            "OpInterface" => match args {
                [Value::Str(s)] => {
                    let text = s.value();
                    let class = text.rsplit("::").next().unwrap_or_default();
                    match syn::parse_str::<Ident>(class) {
                        Ok(mut i) => {
                            i.set_span(s.span());
                            push(out, TraitModel::Interface(i));
                        }
                        Err(_) => self.err(
                            s.span(),
                            format!("expected the interface's C++ class name, found `{text}`"),
                        ),
                    }
                }
                _ => self.err(c.span(), "expected `OpInterface<\"InterfaceName\">`"),
            },
            _ if self.attr_type_traits.contains_key(&name) => self.err(
                c.span(),
                format!(
                    "`{name}` is a `{}` record, a trait of attributes or types (for `AttrDef`/`TypeDef`), not of ops; an op trait of your own is `NativeOpTrait<\"RustType\">` or `PredOpTrait<\"summary\", predicate>`",
                    self.attr_type_traits[&name]
                ),
            ),
            _ => {
                let extra: Vec<String> = self.traits.keys().cloned().collect();
                // Traits MLIR renamed.
                let renamed = match name.as_str() {
                    "NoSideEffect" => Some("Pure"),
                    "SameOperandsAndResultElementTypes" => Some("SameOperandsAndResultElementType"),
                    _ => None,
                };
                let near = renamed
                    .map(str::to_string)
                    .or_else(|| suggest(&name, extra.iter().map(String::as_str)));
                let hint = near
                    .as_ref()
                    .map(|s| format!(" (did you mean `{s}`?)"))
                    .unwrap_or_default();
                let msg = format!("unknown trait `{name}`{hint}; a trait of your own is `def {name} : NativeOpTrait<\"RustType\">;` (a type implementing `drr::ods::NativeOpTrait`) or `PredOpTrait<\"summary\", predicate>`");
                // With an `include` line, only a name one edit from a
                // known trait (or one MLIR renamed) is taken for a typo, as
                // for constraints (`near_name`): a trait of another block
                // may well be further from one (HEIR's
                // `SameOperandsAndResultRings`, three edits from
                // `SameOperandsAndResultRank`).
                let typo = renamed.is_some()
                    || near.as_deref().is_some_and(|s| distance(&name, s) <= 1);
                if self.includes
                    && !typo
                    && c.args.is_none()
                    && c.is_simple()
                    && !self.is_local_name(&name)
                {
                    // Perhaps a trait record of another block (this block
                    // has an `include` line): fetched by its macro if the
                    // block has no other error.
                    self.unresolved
                        .borrow_mut()
                        .push((c.name().clone(), syn::Error::new(c.span(), msg), "trait"));
                } else {
                    self.err(c.span(), msg);
                }
            }
        }
    }

    fn native_trait_path(&self, v: &Value) -> Option<TokenStream> {
        match v {
            Value::Str(s) => {
                match syn::parse_str::<syn::Path>(s.value().trim_start_matches("::mlir::OpTrait::"))
                {
                    Ok(p) => Some(respan(quote!(#p), s.span())),
                    Err(_) => {
                        self.err(s.span(), "expected the Rust type implementing the trait (`drr::ods::NativeOpTrait`)");
                        None
                    }
                }
            }
            Value::Class(c) if c.args.is_none() => Some(c.path_tokens()),
            other => {
                self.err(
                    other.span(),
                    "expected the Rust type implementing the trait (`drr::ods::NativeOpTrait`)",
                );
                None
            }
        }
    }

    /// An interface definition (`def Clocked : OpInterface<"Clocked"> {
    /// let methods = [InterfaceMethod<…>]; }`, as out-of-tree dialects
    /// define theirs): the trait name ops list (`Clocked`,
    /// `DeclareOpInterfaceMethods<Clocked>`), with no effect, like MLIR's
    /// own interfaces; its methods are C++ declarations (a Rust trait
    /// implemented for the ops stands for them). Attribute and type
    /// interfaces are accepted for the same reason and define nothing. An
    /// interface `verify` (C++ run on every op of the interface) is an
    /// error: dropping it would accept ops MLIR rejects.
    pub(super) fn interface_def(&self, d: &Def) -> Option<LocalTrait> {
        let class = d.class.to_string();
        if !matches!(
            class.as_str(),
            "OpInterface" | "AttrInterface" | "TypeInterface"
        ) {
            return None;
        }
        const FIELDS: &[&str] = &[
            "description",
            "cppInterfaceName",
            "cppNamespace",
            "methods",
            "extraClassDeclaration",
            "extraSharedClassDeclaration",
            "extraTraitClassDeclaration",
            "extraClassOf",
            "baseInterfaces",
            "dependentTraits",
            "verifyWithRegions",
        ];
        for f in &d.fields {
            let n = f.name.to_string();
            if n == "verify" {
                let empty = matches!(&f.value, Value::Str(s) if s.value().trim().is_empty());
                if !empty {
                    self.err(
                        f.name.span(),
                        format!("the `verify` of interface `{}` is C++ run on every op of the interface: write the check in Rust as a trait of your own (`def {}Verify : NativeOpTrait<\"RustType\">;`) and list it next to the interface", d.name, d.name),
                    );
                }
            } else if n == "constBuilderCall" && class == "AttrInterface" {
                // An attribute interface is also an attribute constraint:
                // its builder is read where the constraint is lowered.
            } else if !FIELDS.contains(&n.as_str()) {
                let near = crate::ods::lower::did_you_mean(&n, FIELDS);
                self.err(
                    f.name.span(),
                    format!("unknown field `{n}` of a `{class}` record{near}: an interface's fields are its C++ (`methods`, `description`, `cppNamespace`, `extraClassDeclaration`, …) and have no effect in `ods!`"),
                );
            }
        }
        (class == "OpInterface").then(|| LocalTrait::One(TraitModel::Interface(d.name.clone())))
    }

    /// `def X : NativeOpTrait<…>;`, `PredOpTrait<…>`, `TraitList<[…]>`,
    /// `StructuralOpTrait` parents ignored.
    pub(super) fn trait_def(&self, d: &Def) -> Option<LocalTrait> {
        let native = d.class == "NativeOpTrait" || d.class == "ParamNativeOpTrait";
        // `let trait = "Name";` names the trait class in place of the
        // template argument (torch-mlir's `class TorchOpTrait<string name>
        // : NativeOpTrait<""> { let trait = name; }`): the Rust type.
        let mut args = d.args.clone();
        // A namespace other than MLIR's (`::mlir::OpTrait`): the trait is
        // the user's even if its name is that of one of MLIR's.
        let mut own_namespace = false;
        for f in &d.fields {
            // A native trait's C++ namespace (`let cppNamespace =
            // "mlir::OpTrait::tosa";`) has no Rust counterpart.
            if f.name == "cppNamespace" && native {
                own_namespace = !matches!(&f.value, Value::Str(s) if s.value().trim_start_matches("::") == "mlir::OpTrait");
                continue;
            }
            if f.name.to_string().trim_start_matches("r#") == "trait" && native {
                match (&f.value, args.first_mut()) {
                    (v @ Value::Str(_), Some(first)) => *first = v.clone(),
                    (other, _) => {
                        self.err(other.span(), "expected the trait's Rust type as a string")
                    }
                }
                continue;
            }
            self.err(
                f.name.span(),
                format!("`{}` records take no `let` fields", d.class),
            );
        }
        let class = d.class.to_string();
        if class == "TraitList" {
            return match d.args.as_slice() {
                [Value::List(_, items)] => Some(LocalTrait::List(items.clone())),
                _ => {
                    self.err(d.class.span(), "expected `TraitList<[Trait, …]>`");
                    None
                }
            };
        }
        if own_namespace
            && class == "NativeOpTrait"
            && let Some(first) = args.first()
        {
            return Some(match self.native_trait_path(first) {
                Some(path) => LocalTrait::One(TraitModel::Native {
                    ident: d.class.clone(),
                    path,
                }),
                None => LocalTrait::List(Vec::new()),
            });
        }
        let as_value = Value::Class(ClassRef {
            path: vec![d.class.clone()],
            leading_colon: false,
            args: Some(args),
        });
        let mut out = Vec::new();
        self.trait_value(&as_value, &mut out, 0);
        // A record whose error is reported: its uses are not unknown
        // traits (an empty list stands for it).
        Some(
            out.pop()
                .map_or(LocalTrait::List(Vec::new()), LocalTrait::One),
        )
    }
}

/// MLIR's own native op traits by their C++ class name (what
/// `NativeOpTrait<"…">` names in `::mlir::OpTrait`), as the ODS record
/// naming each (`def Commutative : NativeOpTrait<"IsCommutative">` in
/// MLIR 22's `OpBase.td`): the ODS name, when `ods!` models that trait.
fn mlir_native_trait(cpp: &str) -> Option<&'static str> {
    const RENAMED: &[(&str, &str)] = &[
        ("IsCommutative", "Commutative"),
        ("IsIdempotent", "Idempotent"),
        ("IsInvolution", "Involution"),
        ("IsIsolatedFromAbove", "IsolatedFromAbove"),
        ("HasRecursiveMemoryEffects", "RecursiveMemoryEffects"),
        ("IsTerminator", "Terminator"),
    ];
    const SAME: &[&str] = &[
        "AffineScope",
        "AttrSizedOperandSegments",
        "AttrSizedResultSegments",
        "AutomaticAllocationScope",
        "ConstantLike",
        "DistinctObjectsTrait",
        "Elementwise",
        "HasOnlyGraphRegion",
        "HasParallelRegion",
        "MemRefsNormalizable",
        "NoRegionArguments",
        "NoTerminator",
        "ResultsAreFloatLike",
        "ResultsBroadcastableShape",
        "SameOperandsAndResultElementType",
        "SameOperandsAndResultRank",
        "SameOperandsAndResultShape",
        "SameOperandsAndResultType",
        "SameOperandsElementType",
        "SameOperandsShape",
        "SameTypeOperands",
        "Scalarizable",
        "SingleBlock",
        "SymbolTable",
        "Tensorizable",
        "Vectorizable",
    ];
    let name = cpp
        .trim_start_matches("::")
        .trim_start_matches("mlir::OpTrait::");
    let ods = RENAMED
        .iter()
        .find(|(c, _)| *c == name)
        .map(|(_, o)| *o)
        .or_else(|| SAME.iter().find(|s| **s == name).copied())?;
    KNOWN_TRAITS.iter().any(|k| k.0 == ods).then_some(ods)
}

/// True for `::llvm::cast<C>($_self).getElementType()` (whitespace
/// removed) with `C` a builtin shaped type class.
fn shaped_element_cast(t: &str) -> bool {
    let Some(rest) = t
        .strip_prefix("::llvm::cast<")
        .or_else(|| t.strip_prefix("llvm::cast<"))
        .or_else(|| t.strip_prefix("cast<"))
    else {
        return false;
    };
    let Some(class) = rest.strip_suffix(">($_self).getElementType()") else {
        return false;
    };
    let class = class.trim_start_matches("::").trim_start_matches("mlir::");
    matches!(
        class,
        "ShapedType"
            | "TensorType"
            | "RankedTensorType"
            | "MemRefType"
            | "BaseMemRefType"
            | "VectorType"
    )
}

/// True for the classes of trait records.
pub fn is_trait_class(c: &str) -> bool {
    matches!(
        c,
        "NativeOpTrait" | "ParamNativeOpTrait" | "PredOpTrait" | "TraitList"
    )
}

/// The variadic or optional operand or result group `name` of `op`, as a
/// `ValueGroup` expression; `None` if `name` is not one.
/// True if `name` is an `Optional<…>` operand or result of `op`.
fn is_optional_single(op: &OpModel, name: &LitStr) -> bool {
    let n = name.value();
    op.args.iter().any(|a| {
        matches!(
            &a.kind,
            ArgModelKind::Operand {
                mult: Multiplicity::Optional,
                ..
            }
        ) && a.named
            && a.name == n
    }) || op
        .results
        .iter()
        .any(|r| r.named && r.name == n && r.mult == Multiplicity::Optional)
}

fn variadic_group(op: &OpModel, name: &LitStr) -> Option<TokenStream> {
    let n = name.value();
    let mut group = 0usize;
    for a in &op.args {
        if let ArgModelKind::Operand { mult, .. } = &a.kind {
            if a.named && a.name == n {
                return (*mult != Multiplicity::Single)
                    .then(|| quote!(::drr::ods::ValueGroup::Operands(#group)));
            }
            group += 1;
        }
    }
    let (g, r) = op
        .results
        .iter()
        .enumerate()
        .find(|(_, r)| r.named && r.name == n)?;
    (r.mult != Multiplicity::Single).then(|| quote!(::drr::ods::ValueGroup::Results(#g)))
}

/// The name of a result or argument of `op` as an `Entity` expression,
/// or an error message.
pub(super) fn entity(op: &OpModel, name: &LitStr) -> Result<TokenStream, String> {
    entity_of(op, name, false)
}

/// [`entity`], also accepting an optional operand or result when
/// `optional_ok` (`OptionalTypesMatchWith`: an absent one has no type).
fn entity_of(op: &OpModel, name: &LitStr, optional_ok: bool) -> Result<TokenStream, String> {
    let single = |m: &Multiplicity| {
        *m == Multiplicity::Single || (optional_ok && *m == Multiplicity::Optional)
    };
    let n = name.value();
    let span = name.span();
    let mut group = 0usize;
    for a in &op.args {
        let is_operand = matches!(a.kind, ArgModelKind::Operand { .. });
        if a.named && a.name == n {
            return match &a.kind {
                ArgModelKind::Operand { mult, .. } if single(mult) => {
                    Ok(quote_spanned!(span=> ::drr::ods::Entity::Operand(#group)))
                }
                ArgModelKind::Operand { .. } => Err(format!(
                    "`{n}` is a variadic or optional operand: a type trait names single values"
                )),
                ArgModelKind::Attr { .. } => {
                    Ok(quote_spanned!(span=> ::drr::ods::Entity::Attr(#n)))
                }
            };
        }
        if is_operand {
            group += 1;
        }
    }
    for (g, r) in op.results.iter().enumerate() {
        if r.named && r.name == n {
            if !single(&r.mult) {
                return Err(format!(
                    "`{n}` is a variadic or optional result: a type trait names single values"
                ));
            }
            return Ok(quote_spanned!(span=> ::drr::ods::Entity::Result(#g)));
        }
    }
    // `RangedTypesMatchWith<…, "$_self", "rhs", "C++ on the op">` (tpp-mlir's
    // `perf.bench`): ODS reads the left name only through `$_self` in the
    // C++ transform, so a transform of the whole op gets by without one.
    if n.starts_with('$') {
        return Err(format!(
            "`{n}` is not a name of op `{}`: a Rust type transformer reads the type of the left-hand argument or result; a check that reads the op itself is `PredOpTrait<\"summary\", |ctx: &drr::Context, op: drr::OpId| …>`",
            op.name
        ));
    }
    Err(format!(
        "op `{}` has no argument or result named `{n}`",
        op.name
    ))
}

/// The trait verification steps of `op`, in groups (structural,
/// predicate, native, region), each a list of `v.check(…)?;` statements on
/// an `OpVerifier` named `v`, plus the same checks as booleans on a
/// `FastVerifier` named `f` (possibly stricter, never more lenient: a
/// failed fast check sends the op to the general path, which words the
/// failure). Errors in trait arguments go to `errs`.
pub struct TraitSteps {
    /// Before the invariants.
    pub structural: Vec<TokenStream>,
    /// With the invariants (after operands and results).
    pub predicates: Vec<TokenStream>,
    /// After the invariants.
    pub native: Vec<TokenStream>,
    /// Region traits, run once the ops in the regions verified.
    pub region: Vec<TokenStream>,
    /// The fast forms of the structural, predicate and native checks.
    pub fast: Vec<TokenStream>,
}

/// The trait verification steps of `op`.
pub fn trait_steps(op: &OpModel, errs: &mut Vec<syn::Error>) -> TraitSteps {
    let mut s = TraitSteps {
        structural: Vec::new(),
        predicates: Vec::new(),
        native: Vec::new(),
        region: Vec::new(),
        fast: Vec::new(),
    };
    let no_terminator = op.has_trait("NoTerminator");
    let names_of = |names: &[LitStr],
                    errs: &mut Vec<syn::Error>,
                    optional_ok: bool|
     -> Option<Vec<TokenStream>> {
        let mut out = Vec::new();
        for n in names {
            match entity_of(op, n, optional_ok) {
                Ok(t) => out.push(t),
                Err(m) => {
                    errs.push(syn::Error::new(n.span(), m));
                    return None;
                }
            }
        }
        Some(out)
    };
    let names = |names: &[LitStr], errs: &mut Vec<syn::Error>| -> Option<Vec<TokenStream>> {
        names_of(names, errs, false)
    };
    // A check that reads no operand or result groups runs on
    // `f.general()`; one that does (named values) on `f.full()`.
    let on_general = |check: &TokenStream| quote!(f.general().#check.is_ok());
    let on_full = |check: &TokenStream| quote!(f.full().#check.is_ok());
    for t in &op.traits {
        match t {
            TraitModel::Simple(i) => {
                let Some((_, _, effect)) = KNOWN_TRAITS.iter().find(|k| i == k.0) else {
                    continue;
                };
                match effect {
                    Effect::Flag => {}
                    Effect::Structural(m) => {
                        let check = if *m == "single_block" {
                            quote!(single_block(#no_terminator))
                        } else {
                            let m = Ident::new(m, Span::call_site());
                            quote!(#m())
                        };
                        s.structural.push(quote!(v.#check?;));
                        s.fast.push(on_general(&check));
                    }
                    Effect::Native(m) => {
                        let name = *m;
                        let m = Ident::new(m, Span::call_site());
                        s.native.push(quote!(v.#m()?;));
                        // `SameOperandsAndResultType`: every type equal
                        // (stricter than compatible shapes) also implies
                        // the inferred-type check of its derived results.
                        if name == "same_operands_and_result_type" {
                            s.fast.push(quote!(f.all_types_equal()));
                        } else {
                            s.fast.push(on_general(&quote!(#m())));
                        }
                    }
                }
            }
            TraitModel::AllMatch {
                ident,
                kind,
                names: ns,
            } => {
                // One name: ODS's `AllMatchPred` of fewer than two values is
                // `true` (`gpu.subgroup_mma_elementwise`'s
                // `AllTypesMatch<["args"]>` on a variadic operand), which
                // names no value: mlir-tblgen-22 does not look the name up,
                // and the C++ compiles whatever it is, so nothing is checked
                // here either.
                if ns.len() == 1 {
                    continue;
                }
                // Variadic or optional groups only: ODS compares their
                // type ranges (`getODSOperands(0).getType() ==
                // getODSResults(0).getType()`: same length, same types in
                // order), as Triton's `warp_group_dot_wait` declares with
                // `AllTypesMatch<["inputs", "outputs"]>`.
                if *kind == MatchKind::Type
                    && let Some(groups) = ns
                        .iter()
                        .map(|n| variadic_group(op, n))
                        .collect::<Option<Vec<_>>>()
                {
                    let summary = format!(
                        "all of {{{}}} have same type",
                        ns.iter().map(LitStr::value).collect::<Vec<_>>().join(", ")
                    );
                    let span = ident.span();
                    let check =
                        quote_spanned!(span=> all_group_types_match(&[#(#groups),*], #summary));
                    s.predicates.push(quote!(v.#check?;));
                    s.fast.push(on_full(&check));
                    continue;
                }
                let Some(es) = names(ns, errs) else { continue };
                let (k, what) = match kind {
                    MatchKind::Type => (quote!(Type), "type"),
                    MatchKind::Shape => (quote!(Shape), "shape"),
                    MatchKind::ElementType => (quote!(ElementType), "element type"),
                    MatchKind::Rank => (quote!(Rank), "rank"),
                    MatchKind::ElementCount => (quote!(ElementCount), "element count"),
                    MatchKind::TypeId => (quote!(TypeId), "type IDs"),
                };
                let summary = format!(
                    "all of {{{}}} have same {what}",
                    ns.iter().map(LitStr::value).collect::<Vec<_>>().join(", ")
                );
                let span = ident.span();
                let check = quote_spanned!(span=> all_match(::drr::ods::MatchKind::#k, &[#(#es),*], #summary));
                s.predicates.push(quote!(v.#check?;));
                s.fast
                    .push(quote!(f.all_match(::drr::ods::MatchKind::#k, &[#(#es),*])));
            }
            TraitModel::TypesMatchWith {
                ident,
                summary,
                lhs,
                rhs,
                transform,
                comparator,
                optional,
            } => {
                // A variadic right-hand side: the transformer yields its
                // types (`::llvm::cast<FunctionType>($_self).getInputs()`);
                // `OptionalTypesMatchWith`'s optional one is one value or
                // none.
                // An optional right-hand side with a comparator of the
                // user's: the comparator applies when the operand is there
                // (C++ guards it with `$_op.getOperands().size() <= N ||
                // …`, as `OptionalTypesMatchWith` does; an absent operand
                // has no type to compare), so the check is the optional
                // one.
                let is_default =
                    comparator.to_string() == quote!(::drr::ods::types_equal).to_string();
                let optional_rhs = !is_default && is_optional_single(op, rhs);
                let optional = &(*optional || optional_rhs);
                // A variadic left-hand side (`RangedTypesMatchWith`): the
                // transformer maps the group's types to the right-hand
                // group's, compared as ranges (`llvm::equal`).
                if !*optional && let Some(lgroup) = variadic_group(op, lhs) {
                    // A single right-hand side (torch-mlir's
                    // `prim.TupleConstruct`): C++'s `$_self` is the left
                    // group's type range and the transformer makes one type
                    // of it, compared with the comparator. The identity
                    // (`"$_self"`) leaves a range, which C++ cannot compare
                    // with one type.
                    let identity =
                        transform.to_string() == quote!(::drr::ods::same_type).to_string();
                    let Some(rgroup) = variadic_group(op, rhs) else {
                        if identity {
                            errs.push(syn::Error::new(
                                rhs.span(),
                                format!("`{}` is a variadic group, so `{}` must be one too: the transformer maps the left group's types to the right group's (C++ compares the ranges with `llvm::equal`); a transformer making one type of the left group's types (a closure or fn `(&mut TypeCx, &[Type]) -> Option<Vec<Type>>` returning one) may have a single right-hand side", lhs.value(), rhs.value()),
                            ));
                            continue;
                        }
                        let Some(es) = names(std::slice::from_ref(rhs), errs) else {
                            continue;
                        };
                        let r = &es[0];
                        let span = ident.span();
                        let transform = quote_spanned!(span=> { let t: ::drr::ods::TypeListTransform = #transform; t });
                        let check = quote_spanned!(span=> types_match_with_from_range(#lgroup, #r, #transform, #comparator, #summary));
                        s.predicates.push(quote!(v.#check?;));
                        s.fast.push(on_full(&check));
                        continue;
                    };
                    if !is_default {
                        errs.push(syn::Error::new(
                            rhs.span(),
                            format!("`{}` is a variadic group: its types are compared to the transformer's list as they are (no comparator)", rhs.value()),
                        ));
                        continue;
                    }
                    let span = ident.span();
                    let transform =
                        if transform.to_string() == quote!(::drr::ods::same_type).to_string() {
                            quote!(::drr::ods::same_types)
                        } else {
                            transform.clone()
                        };
                    let transform = quote_spanned!(span=> { let t: ::drr::ods::TypeListTransform = #transform; t });
                    let check = quote_spanned!(span=> types_match_with_ranges(#lgroup, #rgroup, #transform, #summary));
                    s.predicates.push(quote!(v.#check?;));
                    s.fast.push(on_full(&check));
                    continue;
                }
                if !*optional && let Some(group) = variadic_group(op, rhs) {
                    let Some(es) = names(std::slice::from_ref(lhs), errs) else {
                        continue;
                    };
                    if !is_default {
                        errs.push(syn::Error::new(
                            rhs.span(),
                            format!("`{}` is a variadic group: its types are compared to the transformer's list as they are (no comparator)", rhs.value()),
                        ));
                        continue;
                    }
                    let l = &es[0];
                    let span = ident.span();
                    let transform = quote_spanned!(span=> { let t: ::drr::ods::TypeRangeTransform = #transform; t });
                    let check = quote_spanned!(span=> types_match_with_range(#l, #group, #transform, #summary));
                    s.predicates.push(quote!(v.#check?;));
                    s.fast.push(on_full(&check));
                    continue;
                }
                let Some(es) = names_of(&[lhs.clone(), rhs.clone()], errs, *optional) else {
                    continue;
                };
                let (l, r) = (&es[0], &es[1]);
                let span = ident.span();
                let method = if *optional {
                    quote!(optional_types_match_with)
                } else {
                    quote!(types_match_with)
                };
                let check =
                    quote_spanned!(span=> #method(#l, #r, #transform, #comparator, #summary));
                s.predicates.push(quote!(v.#check?;));
                s.fast
                    .push(quote!(f.#method(#l, #r, #transform, #comparator)));
            }
            TraitModel::Pred {
                ident,
                summary,
                pred,
            } => {
                let span = ident.span();
                let expr = match pred.expr(op) {
                    Ok(e) => e,
                    Err(e) => {
                        errs.push(e);
                        continue;
                    }
                };
                let check = quote_spanned!(span=> op_predicate(|v: &::drr::ods::OpVerifier<'_>| -> bool { #expr }, #summary));
                s.predicates.push(quote!(v.#check?;));
                s.fast.push(if pred.names_values() {
                    on_full(&check)
                } else {
                    on_general(&check)
                });
            }
            TraitModel::Parent { parents, .. } => {
                let check = quote!(has_parent(&[#(#parents),*]));
                s.structural.push(quote!(v.#check?;));
                s.fast.push(on_general(&check));
            }
            TraitModel::ImplicitTerminator { op: t, .. } => {
                // `SingleBlock`'s check, then the region trait's.
                let check = quote!(single_block(false));
                s.structural.push(quote!(v.#check?;));
                s.fast.push(on_general(&check));
                s.region
                    .push(quote!(v.single_block_implicit_terminator(#t)?;));
            }
            TraitModel::Native { path, .. } => {
                // At the trait's Rust type: a missing impl is reported there.
                let span = path
                    .clone()
                    .into_iter()
                    .next()
                    .map_or_else(Span::call_site, |t| t.span());
                let call = quote_spanned!(span=> <#path as ::drr::ods::NativeOpTrait>::verify_trait(ctx, op));
                s.native.push(quote!(#call?;));
                s.fast.push(quote!(#call.is_ok()));
            }
            TraitModel::Interface(_) => {}
            TraitModel::CastInterface(i) => {
                // At the interface's name: a missing impl is reported there.
                let at_ty = Ident::new(&op.name.to_string(), i.span());
                let call = quote_spanned!(i.span()=> <#at_ty as ::drr::ods::CastOpInterface>::verify_cast(ctx, op));
                s.native.push(quote!(#call?;));
                s.fast.push(quote!(#call.is_ok()));
            }
        }
    }
    s
}

/// The flags of `op`'s traits (`OpTraits` constant names).
pub fn flags(op: &OpModel) -> Vec<&'static str> {
    let mut out: Vec<&'static str> = Vec::new();
    for t in &op.traits {
        let name = t.name();
        let flag = match t {
            TraitModel::ImplicitTerminator { .. } => Some("SINGLE_BLOCK"),
            _ => KNOWN_TRAITS.iter().find(|k| k.0 == name).and_then(|k| k.1),
        };
        if let Some(f) = flag
            && !out.contains(&f)
        {
            out.push(f);
            // The generated verifier checks the terminator's place and the
            // block count of single-block regions, in trait order.
            if f == "TERMINATOR" {
                out.push("VERIFIES_LAST");
            }
            if f == "SINGLE_BLOCK" {
                out.push("VERIFIES_SINGLE_BLOCK");
            }
        }
    }
    out
}

/// Where each result's type comes from when ODS derives it from the op's
/// traits (`Operator::populateTypeInferenceInfo`), as `ResultSource`
/// expressions, each with whether it is a buildable type; `None` if ODS
/// would not derive them.
pub fn derived_result_sources(
    op: &OpModel,
    buildable: &dyn Fn(usize) -> Option<TokenStream>,
) -> Option<Vec<(TokenStream, bool)>> {
    if op.results.is_empty() || op.results.iter().any(|r| r.mult != Multiplicity::Single) {
        return None;
    }
    // A declared InferTypeOpInterface means the op infers its own types.
    if op.traits.iter().any(|t| {
        matches!(
            t.name().as_str(),
            "InferTypeOpInterface"
                | "InferTypeOpAdaptor"
                | "InferTypeOpAdaptorWithIsCompatible"
                | "InferTensorType"
                | "InferTensorTypeAdaptor"
                | "InferTensorTypeWithReify"
                | "InferTensorTypeAdaptorWithReify"
        )
    }) {
        return None;
    }
    let operand_group = |arg_index: usize| -> usize {
        op.args[..arg_index]
            .iter()
            .filter(|a| matches!(a.kind, ArgModelKind::Operand { .. }))
            .count()
    };
    if op.has_trait("SameOperandsAndResultType") {
        let i = op.args.iter().position(|a| {
            matches!(
                a.kind,
                ArgModelKind::Operand {
                    mult: Multiplicity::Single,
                    ..
                }
            )
        })?;
        let g = operand_group(i);
        return Some(
            op.results
                .iter()
                .map(|_| {
                    (
                        quote!(::drr::ods::ResultSource::Entity(::drr::ods::Entity::Operand(#g))),
                        false,
                    )
                })
                .collect(),
        );
    }
    // A source of a result's type: an argument (its entity) or a result,
    // with the transformers applied on the way (innermost first).
    #[derive(Clone)]
    enum Src {
        Arg(TokenStream),
        Result(usize),
        Buildable(TokenStream),
    }
    let lookup = |name: &str| -> Option<Src> {
        let mut group = 0usize;
        for a in &op.args {
            let is_operand = matches!(a.kind, ArgModelKind::Operand { .. });
            if a.named && a.name == name {
                return match &a.kind {
                    ArgModelKind::Operand {
                        mult: Multiplicity::Single,
                        ..
                    } => Some(Src::Arg(quote!(::drr::ods::Entity::Operand(#group)))),
                    ArgModelKind::Operand { .. } => None,
                    ArgModelKind::Attr { .. } => {
                        Some(Src::Arg(quote!(::drr::ods::Entity::Attr(#name))))
                    }
                };
            }
            if is_operand {
                group += 1;
            }
        }
        op.results
            .iter()
            .position(|r| r.named && r.name == name)
            .map(Src::Result)
    };
    let n = op.results.len();
    // sources[i]: candidate (source, transformers) edges; inferred[i].
    let mut sources: Vec<Vec<(Src, Vec<TokenStream>)>> = vec![Vec::new(); n];
    let mut inferred = vec![false; n];
    for (i, src) in sources.iter_mut().enumerate() {
        if let Some(b) = buildable(i) {
            src.push((Src::Buildable(b), Vec::new()));
            inferred[i] = true;
        }
    }
    for t in &op.traits {
        match t {
            TraitModel::TypesMatchWith {
                lhs,
                rhs,
                transform,
                optional,
                ..
            } => {
                // A variadic group's types come from a list, an optional
                // match may not hold: not inferred.
                if *optional || variadic_group(op, rhs).is_some() {
                    continue;
                }
                let Some(Src::Result(ri)) = lookup(&rhs.value()) else {
                    continue;
                };
                if inferred[ri] {
                    continue;
                }
                let Some(src) = lookup(&lhs.value()) else {
                    continue;
                };
                let full = match &src {
                    Src::Arg(_) | Src::Buildable(_) => true,
                    Src::Result(j) => inferred[*j],
                };
                sources[ri].push((src, vec![transform.clone()]));
                inferred[ri] = full;
            }
            TraitModel::AllMatch {
                kind: MatchKind::Type,
                names,
                ..
            } => {
                let mut results = Vec::new();
                let mut full: Option<Src> = None;
                for nm in names {
                    match lookup(&nm.value()) {
                        Some(Src::Result(r)) => {
                            results.push(r);
                            if inferred[r] {
                                full = Some(Src::Result(r));
                            }
                        }
                        Some(s @ Src::Arg(_)) => full = Some(s),
                        _ => {}
                    }
                }
                match full {
                    Some(f) => {
                        for r in results {
                            if !inferred[r] {
                                sources[r] = vec![(f.clone(), Vec::new())];
                                inferred[r] = true;
                            }
                        }
                    }
                    None => {
                        for &r in &results {
                            for &o in &results {
                                if r != o {
                                    sources[r].push((Src::Result(o), Vec::new()));
                                }
                            }
                        }
                    }
                }
            }
            _ => {}
        }
    }
    // Propagate to a fixed point (MLIR's worklist).
    loop {
        let mut changed = false;
        for i in 0..n {
            if inferred[i] {
                continue;
            }
            if let Some(k) = sources[i]
                .iter()
                .position(|(s, _)| matches!(s, Src::Result(j) if inferred[*j]))
            {
                let e = sources[i][k].clone();
                sources[i] = vec![e];
                inferred[i] = true;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    if inferred.iter().any(|x| !x) {
        return None;
    }
    // Resolve each result to a root source, composing transformers.
    let mut out = Vec::new();
    for i in 0..n {
        let mut cur = i;
        let mut transforms: Vec<TokenStream> = Vec::new();
        let mut steps = 0;
        let root = loop {
            steps += 1;
            if steps > n + 1 {
                return None;
            }
            let (src, ts) = sources[cur].first()?.clone();
            transforms.splice(0..0, ts);
            match src {
                Src::Result(j) if j != cur => cur = j,
                Src::Result(_) => return None,
                other => break other,
            }
        };
        out.push(match root {
            Src::Buildable(b) => {
                if transforms.is_empty() {
                    (quote!(::drr::ods::ResultSource::Buildable(#b)), true)
                } else {
                    // A transformed buildable type is not a case ODS has.
                    return None;
                }
            }
            Src::Arg(e) => match transforms.len() {
                0 => (quote!(::drr::ods::ResultSource::Entity(#e)), false),
                _ => {
                    let mut body = quote!(::core::option::Option::Some(ty));
                    for t in &transforms {
                        body = quote!({ let ty = (#body)?; (#t)(cx, ty) });
                    }
                    (quote!(::drr::ods::ResultSource::Transformed(#e, |cx: &mut ::drr::ods::TypeCx<'_>, ty: ::drr::Type| -> ::core::option::Option<::drr::Type> { #body })), false)
                }
            },
            Src::Result(_) => return None,
        });
    }
    Some(out)
}

/// Local trait names for the unknown-trait suggestion.
pub type LocalTraits = HashMap<String, LocalTrait>;
