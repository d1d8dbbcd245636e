//! The catalogue of ODS traits `ods!` knows: the simple traits and what
//! each does (`KNOWN_TRAITS`), the trait lists it flattens, the
//! parameterized traits, MLIR's native traits by C++ class name, the op
//! names behind MLIR's C++ classes in `HasParent`, and the typo
//! suggestions for unknown names.

use super::*;

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
    // Registered as a region branch terminator passing every operand.
    ("ReturnLike", Some("REGION_BRANCH_TERMINATOR"), Effect::Flag),
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
    ("InferShapedTypeOpAdaptorWithReify", None, Effect::Flag),
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
    // `SymbolOpInterface`'s verifier, among the native traits in list
    // order (an interface's `verifyTrait`; see `trait_steps`).
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

pub(super) fn name_ends_with_interface(i: &Ident) -> bool {
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
pub(super) fn upstream_op_name(cpp: &str) -> Option<&'static str> {
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

/// MLIR's own native op traits by their C++ class name (what
/// `NativeOpTrait<"…">` names in `::mlir::OpTrait`), as the ODS record
/// naming each (`def Commutative : NativeOpTrait<"IsCommutative">` in
/// MLIR 22's `OpBase.td`): the ODS name, when `ods!` models that trait.
pub(super) fn mlir_native_trait(cpp: &str) -> Option<&'static str> {
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

/// True for the classes of trait records.
pub fn is_trait_class(c: &str) -> bool {
    matches!(
        c,
        "NativeOpTrait" | "ParamNativeOpTrait" | "PredOpTrait" | "TraitList"
    )
}
