//! TableGen's record language in `ods!` and `patterns!`: base op classes,
//! `Op<Dialect, "mnemonic", traits # [Pure]>`, `Arguments`/`Results`
//! parents, `let … in`, pattern classes instantiated per op, `foreach` with
//! pasted names, `defvar`, `!` operators, classes with template arguments
//! reaching Rust bodies, constraint combinators. Each test runs patterns on
//! IR and checks the printed result.

mod common;
use common::{module, run, set};

use drr::ods::storage;
use drr::rewrite::RewritePatternSet;
use drr::{AttrData, Attribute, Context, TypeData, Value};

/// The rank of `v`'s type (`-1` if it is not a ranked tensor).
fn rank_of(ctx: &Context, v: Value) -> i64 {
    match ctx.type_data(ctx.value_type(v)) {
        TypeData::RankedTensor { shape, .. } => shape.len() as i64,
        _ => -1,
    }
}

/// The rank of type `t` (`-1` if it is not a ranked tensor).
fn type_rank(ctx: &Context, t: drr::Type) -> i64 {
    match ctx.type_data(t) {
        TypeData::RankedTensor { shape, .. } => shape.len() as i64,
        _ => -1,
    }
}

/// True if `t` is a tensor of `f32`.
fn is_f32_tensor(ctx: &Context, t: drr::Type) -> bool {
    match ctx.type_data(t) {
        TypeData::RankedTensor { element, .. } => {
            matches!(
                ctx.type_data(*element),
                TypeData::Float(drr::FloatKind::F32)
            )
        }
        _ => false,
    }
}

/// True if `a` is the string attribute `text`.
fn is_str(ctx: &Context, a: Attribute, text: &str) -> bool {
    matches!(ctx.attr_data(a), AttrData::String { value, .. } if &**value == text.as_bytes())
}

drr::ods! {
    def Tg_Dialect : Dialect {
        let name = "tg";
        let summary = "a dialect for record-language tests";
    }

    // A base op class with template arguments and trait-list concatenation.
    class Tg_Op<string mnemonic, list<Trait> traits = []> :
        Op<Tg_Dialect, mnemonic, traits # [Pure]>;

    class Tg_UnaryOp<string mnemonic> : Tg_Op<mnemonic, [SameOperandsAndResultType]> {
        let arguments = (ins AnyType:$input);
    }

    // `let … in` applies to every record inside.
    let results = (outs AnyType:$output) in {
        def NegOp : Tg_UnaryOp<"neg">;
        def AbsOp : Tg_UnaryOp<"abs">;
        def ExpOp : Tg_UnaryOp<!strconcat("e", "xp")>;
        // A `let` in the body overrides the class's.
        def SqrtOp : Tg_UnaryOp<"sqrt"> {
            let arguments = (ins F32Tensor:$input);
        }
    }

    // Multiple parents: `Arguments<…>` and `Results<…>`.
    def TransposeOp : Tg_Op<"transpose", [SameOperandsAndResultType]>,
        Arguments<(ins AnyType:$input, I64Attr:$perm)>,
        Results<(outs AnyType:$output)>;

    def ScaleOp : Tg_Op<"scale", [SameOperandsAndResultType]> {
        let arguments = (ins AnyType:$input, I64Attr:$factor);
        let results = (outs AnyType:$output);
    }

    // A type-constraint class with combinators, instantiated in `ins`.
    class F32TensorOfRank<int rank> : TypeConstraint<And<[
        CPred<|ctx: &Context, t: drr::Type| crate::is_f32_tensor(ctx, t)>,
        CPred<|ctx: &Context, t: drr::Type| crate::type_rank(ctx, t) == rank>]>,
        "f32 tensor of rank " # rank>;
    def NormOp : Tg_Op<"norm", [SameOperandsAndResultType]> {
        let arguments = (ins F32TensorOfRank<2>:$input);
        let results = (outs AnyType:$output);
    }

    def TagOp : Tg_Op<"tag", !listconcat([SameOperandsAndResultType], [])> {
        let arguments = (ins AnyType:$input, StrAttr:$name);
        let results = (outs AnyType:$output);
    }
}

fn reg(ctx: &mut Context) {
    TgDialect::register(ctx);
}

drr::patterns! {
    // ---- A pattern class instantiated per op (onnx-mlir's style) ----
    class FuseTranspose<Op op> :
        Pat<(op (TransposeOp $x, $perm)), (TransposeOp (op $x), $perm)>;
    def FuseNegTranspose : FuseTranspose<NegOp>;
    def : FuseTranspose<ExpOp>;

    // ---- foreach with a pasted record name (SPIR-V's style) ----
    foreach Pair = [[NegOp, AbsOp], [SqrtOp, ExpOp]] in
    def AbsOf_ # Pair[0] : Pat<(AbsOp (Pair[0] $x)), (Pair[1] $x)>;

    // ---- A constraint class whose template argument reaches Rust ----
    class HasRankOf<int rank> :
        Constraint<CPred<|ctx: &Context, v: Value| crate::rank_of(ctx, v) == rank>, "rank " # rank>;
    def ScaleRank2 : Pat<(ScaleOp:$r $x, $f), (NegOp $x), [(HasRankOf<2> $x)]>;
    def ScaleRank1 : Pat<(ScaleOp:$r $x, $f), (AbsOp $x), [(HasRankOf<1> $x)]>;

    // ---- A string template argument ----
    class HasTag<string tag> :
        Constraint<CPred<|ctx: &Context, a: Attribute| crate::is_str(ctx, a, tag)>>;
    def DropKeptTag : Pat<(TagOp $x, $name), (replaceWithValue $x), [(HasTag<"keep"> $name)]>;

    // ---- A NativeCodeCall class with a template argument ----
    class MulBy<int k> : NativeCodeCall<|ctx: &mut Context, a: storage::IntegerAttr| -> Attribute {
        let ty = ctx.int_type(64);
        let v = a.value(ctx) * i128::from(k);
        ctx.integer_attr(ty, v)
    }>;
    // ---- defvar and a ConstantAttr class ----
    defvar Three = 3;
    class FactorOf<string v> : ConstantAttr<I64Attr, v>;
    def TripleScale : Pat<(ScaleOp (ScaleOp $x, FactorOf<"1">), $f), (ScaleOp $x, (MulBy<Three> $f))>;

    // ---- Combinators in a named constraint and inline ----
    def RankIsSmall : Constraint<Or<[
        CPred<|ctx: &Context, v: Value| crate::rank_of(ctx, v) == 0>,
        And<[CPred<|ctx: &Context, v: Value| crate::rank_of(ctx, v) > 0>,
             Neg<CPred<|ctx: &Context, v: Value| crate::rank_of(ctx, v) > 1>>]>]>,
        "rank 0 or 1">;
    def TagSmall : Pat<(TagOp:$t $x, $name), (TagOp $x, ConstantStrAttr<StrAttr, "small">),
        [(RankIsSmall $x),
         (Constraint<Neg<CPred<|ctx: &Context, a: storage::StringAttr| a.value(ctx) == Some("small")>>> $name)]>;
}

/// A `patterns!` block in another module, using a class of the `ods!` block.
mod leaves {
    use super::*;
    drr::patterns! {
        // A type constraint class and an attribute constraint class as leaves.
        class FactorIs<int v> : AttrConstraint<CPred<|ctx: &Context, a: Attribute|
            matches!(ctx.attr_data(a), AttrData::Integer { value, .. } if *value == i128::from(v))>,
            "factor " # v>;
        def NegOfRank1 : Pat<(NegOp F32TensorOfRank<1>:$x), (AbsOp $x)>;
        def DropFactor7 : Pat<(ScaleOp $x, FactorIs<7>:$f), (replaceWithValue $x)>;
        // Constraint records written inline around a predicate, unnamed and
        // named (CIRCT's LLHD canonicalization: `(LLHD_ConstOp
        // AttrConstraint<CPred<"…">, "signless integer -1">)`).
        def DropFactor9 : Pat<(ScaleOp $x, AttrConstraint<CPred<|ctx: &Context, a: Attribute|
            matches!(ctx.attr_data(a), AttrData::Integer { value: 9, .. })>, "factor 9">),
            (replaceWithValue $x)>;
        def AbsOfRank3 : Pat<(AbsOp TypeConstraint<CPred<|ctx: &Context, t: drr::Type|
            crate::type_rank(ctx, t) == 3>, "rank 3">:$x), (replaceWithValue $x)>;
    }
}
use leaves::{AbsOfRank3, DropFactor7, DropFactor9, NegOfRank1};

/// A DAG built with TableGen's `!dag`, which names its arguments: the name
/// of a nested DAG argument (`(NegOp $x):$inner`) binds nothing, as in
/// mlir-tblgen.
mod built_dags {
    use super::*;
    drr::patterns! {
        defvar src = !dag(AbsOp, [(NegOp $x)], ["inner"]);
        def AbsOfNegFromDag : Pat<src, (AbsOp $x)>;
    }
}
use built_dags::AbsOfNegFromDag;

#[test]
fn dag_built_with_named_arguments() {
    let src = tensor_fn(
        "tensor<2xf32>",
        "    %0 = \"tg.neg\"(%arg0) : (tensor<2xf32>) -> tensor<2xf32>\n    %1 = \"tg.abs\"(%0) : (tensor<2xf32>) -> tensor<2xf32>\n    \"tg.use\"(%1) : (tensor<2xf32>) -> ()\n",
    );
    assert_eq!(
        run(reg, &src, set(AbsOfNegFromDag), false),
        tensor_fn(
            "tensor<2xf32>",
            "    %0 = \"tg.abs\"(%arg0) : (tensor<2xf32>) -> tensor<2xf32>\n    \"tg.use\"(%0) : (tensor<2xf32>) -> ()\n"
        )
    );
}

fn tensor_fn(ty: &str, body: &str) -> String {
    module(&format!("%arg0: {ty}"), body)
}

#[test]
fn base_op_classes_let_in_and_multiple_parents() {
    // Ops from classes: names, operands, results, traits (`# [Pure]`).
    assert_eq!(<NegOp as drr::ods::Op>::NAME, "tg.neg");
    assert_eq!(<ExpOp as drr::ods::Op>::NAME, "tg.exp");
    assert!(NegOp::DEFINITION.traits.contains(drr::OpTraits::PURE));
    assert!(
        TagOp::DEFINITION
            .traits
            .contains(drr::OpTraits::SAME_OPERANDS_AND_RESULT_TYPE)
    );
    assert_eq!(<TransposeOp as drr::ods::Op>::SHAPE.args.len(), 2);
    // The body's `let arguments` overrides the class's: `sqrt` takes an
    // f32 tensor only.
    let mut ctx = Context::new();
    reg(&mut ctx);
    let src = tensor_fn(
        "tensor<2xi32>",
        "    %0 = \"tg.sqrt\"(%arg0) : (tensor<2xi32>) -> tensor<2xi32>\n",
    );
    let m = drr::text::parse_module(&mut ctx, &src, "in.mlir").unwrap();
    let errs = drr::verifier::verify(&ctx, m).unwrap_err();
    assert!(
        errs.iter()
            .any(|e| e.message.contains("operand #0 must be")),
        "{errs:?}"
    );
}

#[test]
fn pattern_class_instantiated_per_op() {
    let mut s = RewritePatternSet::new();
    s.add(FuseNegTranspose);
    s.add(GeneratedConvert0);
    let src = tensor_fn(
        "tensor<2x3xf32>",
        "    %0 = \"tg.transpose\"(%arg0) <{perm = 1 : i64}> : (tensor<2x3xf32>) -> tensor<2x3xf32>\n    %1 = \"tg.neg\"(%0) : (tensor<2x3xf32>) -> tensor<2x3xf32>\n    %2 = \"tg.transpose\"(%1) <{perm = 2 : i64}> : (tensor<2x3xf32>) -> tensor<2x3xf32>\n    %3 = \"tg.exp\"(%2) : (tensor<2x3xf32>) -> tensor<2x3xf32>\n    \"tg.use\"(%3) : (tensor<2x3xf32>) -> ()\n",
    );
    let out = run(reg, &src, s, false);
    assert_eq!(
        out,
        tensor_fn(
            "tensor<2x3xf32>",
            // Both unary ops end up below both transposes.
            "    %0 = \"tg.neg\"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf32>\n    %1 = \"tg.exp\"(%0) : (tensor<2x3xf32>) -> tensor<2x3xf32>\n    %2 = \"tg.transpose\"(%1) <{perm = 1 : i64}> : (tensor<2x3xf32>) -> tensor<2x3xf32>\n    %3 = \"tg.transpose\"(%2) <{perm = 2 : i64}> : (tensor<2x3xf32>) -> tensor<2x3xf32>\n    \"tg.use\"(%3) : (tensor<2x3xf32>) -> ()\n"
        )
    );
}

#[test]
fn foreach_defines_records_with_pasted_names() {
    let mut s = RewritePatternSet::new();
    s.add(AbsOf_NegOp);
    s.add(AbsOf_SqrtOp);
    let src = tensor_fn(
        "tensor<2xf32>",
        "    %0 = \"tg.neg\"(%arg0) : (tensor<2xf32>) -> tensor<2xf32>\n    %1 = \"tg.abs\"(%0) : (tensor<2xf32>) -> tensor<2xf32>\n    %2 = \"tg.sqrt\"(%1) : (tensor<2xf32>) -> tensor<2xf32>\n    %3 = \"tg.abs\"(%2) : (tensor<2xf32>) -> tensor<2xf32>\n    \"tg.use\"(%3) : (tensor<2xf32>) -> ()\n",
    );
    let out = run(reg, &src, s, false);
    assert_eq!(
        out,
        tensor_fn(
            "tensor<2xf32>",
            "    %0 = \"tg.abs\"(%arg0) : (tensor<2xf32>) -> tensor<2xf32>\n    %1 = \"tg.exp\"(%0) : (tensor<2xf32>) -> tensor<2xf32>\n    \"tg.use\"(%1) : (tensor<2xf32>) -> ()\n"
        )
    );
}

#[test]
fn int_template_argument_reaches_the_closure() {
    // `HasRankOf<2>` and `HasRankOf<1>` are different checks.
    let mut s = RewritePatternSet::new();
    s.add(ScaleRank2);
    s.add(ScaleRank1);
    let src = module(
        "%arg0: tensor<2x3xf32>, %arg1: tensor<4xf32>, %arg2: tensor<1x1x1xf32>",
        "    %0 = \"tg.scale\"(%arg0) <{factor = 1 : i64}> : (tensor<2x3xf32>) -> tensor<2x3xf32>\n    %1 = \"tg.scale\"(%arg1) <{factor = 1 : i64}> : (tensor<4xf32>) -> tensor<4xf32>\n    %2 = \"tg.scale\"(%arg2) <{factor = 1 : i64}> : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>\n    \"tg.use\"(%0, %1, %2) : (tensor<2x3xf32>, tensor<4xf32>, tensor<1x1x1xf32>) -> ()\n",
    );
    let out = run(reg, &src, s, false);
    assert_eq!(
        out,
        module(
            "%arg0: tensor<2x3xf32>, %arg1: tensor<4xf32>, %arg2: tensor<1x1x1xf32>",
            "    %0 = \"tg.neg\"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf32>\n    %1 = \"tg.abs\"(%arg1) : (tensor<4xf32>) -> tensor<4xf32>\n    %2 = \"tg.scale\"(%arg2) <{factor = 1 : i64}> : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>\n    \"tg.use\"(%0, %1, %2) : (tensor<2x3xf32>, tensor<4xf32>, tensor<1x1x1xf32>) -> ()\n"
        )
    );
}

#[test]
fn string_template_argument_reaches_the_closure() {
    let src = tensor_fn(
        "tensor<2xf32>",
        "    %0 = \"tg.tag\"(%arg0) <{name = \"keep\"}> : (tensor<2xf32>) -> tensor<2xf32>\n    %1 = \"tg.tag\"(%0) <{name = \"other\"}> : (tensor<2xf32>) -> tensor<2xf32>\n    \"tg.use\"(%1) : (tensor<2xf32>) -> ()\n",
    );
    let out = run(reg, &src, set(DropKeptTag), false);
    assert_eq!(
        out,
        tensor_fn(
            "tensor<2xf32>",
            "    %0 = \"tg.tag\"(%arg0) <{name = \"other\"}> : (tensor<2xf32>) -> tensor<2xf32>\n    \"tg.use\"(%0) : (tensor<2xf32>) -> ()\n"
        )
    );
}

#[test]
fn native_code_call_class_defvar_and_constant_class() {
    // scale(scale(x, 1), f) -> scale(x, f * 3)
    let src = tensor_fn(
        "tensor<2xf32>",
        "    %0 = \"tg.scale\"(%arg0) <{factor = 1 : i64}> : (tensor<2xf32>) -> tensor<2xf32>\n    %1 = \"tg.scale\"(%0) <{factor = 5 : i64}> : (tensor<2xf32>) -> tensor<2xf32>\n    %2 = \"tg.scale\"(%arg0) <{factor = 2 : i64}> : (tensor<2xf32>) -> tensor<2xf32>\n    %3 = \"tg.scale\"(%2) <{factor = 5 : i64}> : (tensor<2xf32>) -> tensor<2xf32>\n    \"tg.use\"(%1, %3) : (tensor<2xf32>, tensor<2xf32>) -> ()\n",
    );
    let out = run(reg, &src, set(TripleScale), false);
    assert_eq!(
        out,
        tensor_fn(
            "tensor<2xf32>",
            "    %0 = \"tg.scale\"(%arg0) <{factor = 15 : i64}> : (tensor<2xf32>) -> tensor<2xf32>\n    %1 = \"tg.scale\"(%arg0) <{factor = 2 : i64}> : (tensor<2xf32>) -> tensor<2xf32>\n    %2 = \"tg.scale\"(%1) <{factor = 5 : i64}> : (tensor<2xf32>) -> tensor<2xf32>\n    \"tg.use\"(%0, %2) : (tensor<2xf32>, tensor<2xf32>) -> ()\n"
        )
    );
}

#[test]
fn combinators_named_and_inline() {
    let src = module(
        "%arg0: tensor<f32>, %arg1: tensor<4xf32>, %arg2: tensor<2x2xf32>",
        "    %0 = \"tg.tag\"(%arg0) <{name = \"a\"}> : (tensor<f32>) -> tensor<f32>\n    %1 = \"tg.tag\"(%arg1) <{name = \"b\"}> : (tensor<4xf32>) -> tensor<4xf32>\n    %2 = \"tg.tag\"(%arg2) <{name = \"c\"}> : (tensor<2x2xf32>) -> tensor<2x2xf32>\n    \"tg.use\"(%0, %1, %2) : (tensor<f32>, tensor<4xf32>, tensor<2x2xf32>) -> ()\n",
    );
    let out = run(reg, &src, set(TagSmall), false);
    assert_eq!(
        out,
        module(
            "%arg0: tensor<f32>, %arg1: tensor<4xf32>, %arg2: tensor<2x2xf32>",
            "    %0 = \"tg.tag\"(%arg0) <{name = \"small\"}> : (tensor<f32>) -> tensor<f32>\n    %1 = \"tg.tag\"(%arg1) <{name = \"small\"}> : (tensor<4xf32>) -> tensor<4xf32>\n    %2 = \"tg.tag\"(%arg2) <{name = \"c\"}> : (tensor<2x2xf32>) -> tensor<2x2xf32>\n    \"tg.use\"(%0, %1, %2) : (tensor<f32>, tensor<4xf32>, tensor<2x2xf32>) -> ()\n"
        )
    );
}

#[test]
fn pat_uses_a_class_of_a_patterns_block() {
    // `pat!` fetches `HasRankOf` through its class macro.
    let p = drr::pat!((ScaleOp $x, $f), (ExpOp $x), [(HasRankOf<3> $x)]);
    let src = module(
        "%arg0: tensor<2x3xf32>, %arg1: tensor<1x1x1xf32>",
        "    %0 = \"tg.scale\"(%arg0) <{factor = 1 : i64}> : (tensor<2x3xf32>) -> tensor<2x3xf32>\n    %1 = \"tg.scale\"(%arg1) <{factor = 1 : i64}> : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>\n    \"tg.use\"(%0, %1) : (tensor<2x3xf32>, tensor<1x1x1xf32>) -> ()\n",
    );
    let out = run(reg, &src, set(p), false);
    assert_eq!(
        out,
        module(
            "%arg0: tensor<2x3xf32>, %arg1: tensor<1x1x1xf32>",
            "    %0 = \"tg.scale\"(%arg0) <{factor = 1 : i64}> : (tensor<2x3xf32>) -> tensor<2x3xf32>\n    %1 = \"tg.exp\"(%arg1) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>\n    \"tg.use\"(%0, %1) : (tensor<2x3xf32>, tensor<1x1x1xf32>) -> ()\n"
        )
    );
}

#[test]
fn type_and_attribute_constraint_classes() {
    // In `ins`: the verifier reports the instance's summary.
    let mut ctx = Context::new();
    reg(&mut ctx);
    let src = tensor_fn(
        "tensor<4xf32>",
        "    %0 = \"tg.norm\"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>\n",
    );
    let m = drr::text::parse_module(&mut ctx, &src, "in.mlir").unwrap();
    let errs = drr::verifier::verify(&ctx, m).unwrap_err();
    assert!(
        errs.iter().any(|e| e
            .message
            .contains("operand #0 must be f32 tensor of rank 2")),
        "{errs:?}"
    );
    // As leaves of patterns.
    let mut s = RewritePatternSet::new();
    s.add(NegOfRank1);
    s.add(DropFactor7);
    let src = module(
        "%arg0: tensor<4xf32>, %arg1: tensor<4xi32>, %arg2: tensor<2x2xf32>",
        "    %0 = \"tg.neg\"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>\n    %1 = \"tg.neg\"(%arg1) : (tensor<4xi32>) -> tensor<4xi32>\n    %2 = \"tg.neg\"(%arg2) : (tensor<2x2xf32>) -> tensor<2x2xf32>\n    %3 = \"tg.scale\"(%0) <{factor = 7 : i64}> : (tensor<4xf32>) -> tensor<4xf32>\n    %4 = \"tg.scale\"(%3) <{factor = 8 : i64}> : (tensor<4xf32>) -> tensor<4xf32>\n    \"tg.use\"(%1, %2, %4) : (tensor<4xi32>, tensor<2x2xf32>, tensor<4xf32>) -> ()\n",
    );
    let out = run(reg, &src, s, false);
    assert_eq!(
        out,
        module(
            "%arg0: tensor<4xf32>, %arg1: tensor<4xi32>, %arg2: tensor<2x2xf32>",
            "    %0 = \"tg.abs\"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>\n    %1 = \"tg.neg\"(%arg1) : (tensor<4xi32>) -> tensor<4xi32>\n    %2 = \"tg.neg\"(%arg2) : (tensor<2x2xf32>) -> tensor<2x2xf32>\n    %3 = \"tg.scale\"(%0) <{factor = 8 : i64}> : (tensor<4xf32>) -> tensor<4xf32>\n    \"tg.use\"(%1, %2, %3) : (tensor<4xi32>, tensor<2x2xf32>, tensor<4xf32>) -> ()\n"
        )
    );
}

#[test]
fn inline_constraint_records_around_a_predicate() {
    let mut s = RewritePatternSet::new();
    s.add(DropFactor9);
    s.add(AbsOfRank3);
    let src = module(
        "%arg0: tensor<4xf32>, %arg1: tensor<1x1x1xf32>",
        "    %0 = \"tg.scale\"(%arg0) <{factor = 9 : i64}> : (tensor<4xf32>) -> tensor<4xf32>\n    %1 = \"tg.scale\"(%0) <{factor = 8 : i64}> : (tensor<4xf32>) -> tensor<4xf32>\n    %2 = \"tg.abs\"(%1) : (tensor<4xf32>) -> tensor<4xf32>\n    %3 = \"tg.abs\"(%arg1) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>\n    \"tg.use\"(%2, %3) : (tensor<4xf32>, tensor<1x1x1xf32>) -> ()\n",
    );
    let out = run(reg, &src, s, false);
    assert_eq!(
        out,
        module(
            "%arg0: tensor<4xf32>, %arg1: tensor<1x1x1xf32>",
            // The factor-9 scale and the rank-3 abs are gone; the factor-8
            // scale and the rank-1 abs stay.
            "    %0 = \"tg.scale\"(%arg0) <{factor = 8 : i64}> : (tensor<4xf32>) -> tensor<4xf32>\n    %1 = \"tg.abs\"(%0) : (tensor<4xf32>) -> tensor<4xf32>\n    \"tg.use\"(%1, %arg1) : (tensor<4xf32>, tensor<1x1x1xf32>) -> ()\n"
        )
    );
}
