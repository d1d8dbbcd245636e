//! Op traits, predicate records, property records and `TypeDef`/`AttrDef`
//! records of one `ods!` block used by name in another, as a `.td` file
//! uses those of a file it includes (MLIR's `MemRefOps.td` names
//! `MemRefBase.td`'s records; CIRCT's op files name the traits and types of
//! their dialect's base file). `base` is the base file; `user` writes its
//! ops with the `.td`'s `include` line and a `use` of `base` next to it,
//! without declaring the records again. The messages are those MLIR's
//! verifier gives for the same constraints (the formats of
//! `tests/ods_properties.rs`, `tests/ods_typedef.rs` and
//! `tests/ods_traits.rs`, recorded from `mlir-opt-22`); each is checked on
//! `user`'s ops and on `local`, the same records and ops in one block.

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

/// The base file: a dialect with a type and an attribute, traits, a
/// predicate and a property.
pub mod base {
    use drr::ods::NativeOpTrait;
    use drr::{Context, OpId};

    drr::ods! {
        def Base_Dialect : Dialect {
            let name = "base";
        }

        /// A type of the base dialect (`!base.pair`).
        def Base_PairType : TypeDef<Base_Dialect, "Pair"> {
            let mnemonic = "pair";
            let summary = "pair type";
        }
        /// An attribute of the base dialect (`#base.tag<…>`).
        def Base_TagAttr : AttrDef<Base_Dialect, "Tag"> {
            let mnemonic = "tag";
            let summary = "tag attribute";
        }

        // Traits: a native one, a predicate on the op, and a list naming
        // the first (carried along with it).
        def EvenOperands : NativeOpTrait<"EvenOperandsTrait">;
        def FirstIsI32 : PredOpTrait<"the first operand is i32",
            CPred<|ctx: &::drr::Context, op: ::drr::OpId| {
                let data = ctx.op(op);
                data.num_operands() == 0
                    || matches!(ctx.type_data(ctx.value_type(data.operand(0))),
                                ::drr::TypeData::Integer { width: 32, .. })
            }>>;
        def SmallTraits : TraitList<[EvenOperands, Commutative]>;

        // Predicates: one on a type, and one built from it.
        def IsRank2Pred : CPred<|ctx: &::drr::Context, t: ::drr::Type|
            matches!(ctx.type_data(t), ::drr::TypeData::RankedTensor { shape, .. } if shape.len() == 2)>;
        def IsRank2OrScalarPred : Or<[IsRank2Pred,
            CPred<|ctx: &::drr::Context, t: ::drr::Type|
                matches!(ctx.type_data(t), ::drr::TypeData::RankedTensor { shape, .. } if shape.is_empty())>]>;

        // A property.
        def NonNegativeI64Prop : ConfinedProp<I64Prop,
            CPred<|_ctx, v: i64| v >= 0>, "non-negative int64_t">;
    }

    /// `EvenOperands`: C++'s `OpTrait::EvenOperands<ConcreteType>`.
    pub struct EvenOperandsTrait;
    impl NativeOpTrait for EvenOperandsTrait {
        fn verify_trait(ctx: &Context, op: OpId) -> Result<(), String> {
            if ctx.op(op).num_operands().is_multiple_of(2) {
                Ok(())
            } else {
                Err("requires an even number of operands".into())
            }
        }
    }
}

/// The ops file: the base's records by name.
pub mod user {
    // The Rust side of the `include` below.
    use super::base::*;

    drr::ods! {
        include "Base.td";

        def User_Dialect : Dialect {
            let name = "user";
        }
        class User_Op<string mnemonic, list<Trait> traits = []> :
            Op<User_Dialect, mnemonic, traits>;

        def User_PairOp : User_Op<"pair", [FirstIsI32]> {
            let arguments = (ins AnyType:$a, Base_PairType:$b, OptionalAttr<Base_TagAttr>:$tag);
            let results = (outs Base_PairType:$r);
        }
        def User_SumOp : User_Op<"sum", [SmallTraits]> {
            let arguments = (ins Variadic<AnyType>:$xs);
        }
        def User_MatOp : User_Op<"mat"> {
            let arguments = (ins TensorOf<[F32], [IsRank2Pred]>:$m,
                                 TensorOf<[F32], [IsRank2OrScalarPred]>:$n,
                                 NonNegativeI64Prop:$count,
                                 OptionalProp<NonNegativeI64Prop>:$limit);
        }
    }
}

/// The same records and ops in one block (the reference).
pub mod local {
    use super::base::EvenOperandsTrait;

    drr::ods! {
        def User_Dialect : Dialect {
            let name = "user";
        }
        def Base_Dialect2 : Dialect {
            let name = "base";
        }
        def Base_PairType : TypeDef<Base_Dialect2, "Pair"> {
            let mnemonic = "pair";
            let summary = "pair type";
        }
        def Base_TagAttr : AttrDef<Base_Dialect2, "Tag"> {
            let mnemonic = "tag";
            let summary = "tag attribute";
        }
        def EvenOperands : NativeOpTrait<"EvenOperandsTrait">;
        def FirstIsI32 : PredOpTrait<"the first operand is i32",
            CPred<|ctx: &::drr::Context, op: ::drr::OpId| {
                let data = ctx.op(op);
                data.num_operands() == 0
                    || matches!(ctx.type_data(ctx.value_type(data.operand(0))),
                                ::drr::TypeData::Integer { width: 32, .. })
            }>>;
        def SmallTraits : TraitList<[EvenOperands, Commutative]>;
        def IsRank2Pred : CPred<|ctx: &::drr::Context, t: ::drr::Type|
            matches!(ctx.type_data(t), ::drr::TypeData::RankedTensor { shape, .. } if shape.len() == 2)>;
        def IsRank2OrScalarPred : Or<[IsRank2Pred,
            CPred<|ctx: &::drr::Context, t: ::drr::Type|
                matches!(ctx.type_data(t), ::drr::TypeData::RankedTensor { shape, .. } if shape.is_empty())>]>;
        def NonNegativeI64Prop : ConfinedProp<I64Prop,
            CPred<|_ctx, v: i64| v >= 0>, "non-negative int64_t">;

        class User_Op<string mnemonic, list<Trait> traits = []> :
            Op<User_Dialect, mnemonic, traits>;
        def User_PairOp : User_Op<"pair", [FirstIsI32]> {
            let arguments = (ins AnyType:$a, Base_PairType:$b, OptionalAttr<Base_TagAttr>:$tag);
            let results = (outs Base_PairType:$r);
        }
        def User_SumOp : User_Op<"sum", [SmallTraits]> {
            let arguments = (ins Variadic<AnyType>:$xs);
        }
        def User_MatOp : User_Op<"mat"> {
            let arguments = (ins TensorOf<[F32], [IsRank2Pred]>:$m,
                                 TensorOf<[F32], [IsRank2OrScalarPred]>:$n,
                                 NonNegativeI64Prop:$count,
                                 OptionalProp<NonNegativeI64Prop>:$limit);
        }
    }
}

/// Parses, verifies and prints `src` with `user`'s ops (or `local`'s).
fn check(src: &str, split: bool) -> Result<String, String> {
    let mut ctx = Context::new();
    if split {
        base::BaseDialect::register(&mut ctx);
        user::UserDialect::register(&mut ctx);
    } else {
        local::UserDialect::register(&mut ctx);
    }
    let m = parse_module(&mut ctx, src, "in.mlir")
        .map_err(|e| format!("{}:{}: {}", e.line, e.column, e.message))?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

/// Checks `src` both ways: the same result.
fn both(src: &str) -> Result<String, String> {
    let split = check(src, true);
    assert_eq!(split, check(src, false), "split and local blocks differ");
    split
}

fn module(args: &str, body: &str) -> String {
    format!(
        "\"builtin.module\"() ({{\n  \"test.f\"() ({{\n  ^bb0({args}):\n{body}  }}) : () -> ()\n}}) : () -> ()\n"
    )
}

#[test]
fn valid_ops_round_trip() {
    let src = module(
        "%arg0: i32, %arg1: !base.pair, %arg2: tensor<2x3xf32>, %arg3: tensor<f32>",
        "    %0 = \"user.pair\"(%arg0, %arg1) {tag = #base.tag<x>} : (i32, !base.pair) -> !base.pair\n    \"user.sum\"(%arg0, %arg0) : (i32, i32) -> ()\n    \"user.mat\"(%arg2, %arg3) <{count = 3 : i64, limit = [0]}> : (tensor<2x3xf32>, tensor<f32>) -> ()\n",
    );
    // The inherent attribute is stored (and printed) as a property.
    assert_eq!(
        both(&src).unwrap(),
        src.replace("{tag = #base.tag<x>}", "<{tag = #base.tag<x>}>")
    );
}

#[test]
fn base_typedef_and_attrdef_constrain_operands_and_attributes() {
    let src = module(
        "%arg0: i32",
        "    %0 = \"user.pair\"(%arg0, %arg0) : (i32, i32) -> !base.pair\n",
    );
    assert_eq!(
        both(&src).unwrap_err(),
        "'user.pair' op operand #1 must be pair type, but got 'i32'"
    );
    let src = module(
        "%arg0: i32, %arg1: !base.pair",
        "    %0 = \"user.pair\"(%arg0, %arg1) {tag = 1 : i32} : (i32, !base.pair) -> !base.pair\n",
    );
    // Checked while parsing, as mlir-opt-22 does (`verifyInherentAttrs`).
    assert_eq!(
        both(&src).unwrap_err(),
        "4:10: 'user.pair' op attribute 'tag' failed to satisfy constraint: tag attribute"
    );
}

#[test]
fn base_traits_verify() {
    // `PredOpTrait` of the base.
    let src = module(
        "%arg0: i64, %arg1: !base.pair",
        "    %0 = \"user.pair\"(%arg0, %arg1) : (i64, !base.pair) -> !base.pair\n",
    );
    assert_eq!(
        both(&src).unwrap_err(),
        "'user.pair' op failed to verify that the first operand is i32"
    );
    // `TraitList` of the base, with its native trait.
    let src = module("%arg0: i32", "    \"user.sum\"(%arg0) : (i32) -> ()\n");
    assert_eq!(
        both(&src).unwrap_err(),
        "'user.sum' op requires an even number of operands"
    );
}

#[test]
fn base_traits_are_the_op_s_traits() {
    for traits in [
        user::User_SumOp::DEFINITION.traits,
        local::User_SumOp::DEFINITION.traits,
    ] {
        assert!(traits.contains(drr::OpTraits::COMMUTATIVE));
    }
}

#[test]
fn base_predicates_constrain_operands() {
    let src = module(
        "%arg0: tensor<2xf32>, %arg1: tensor<f32>",
        "    \"user.mat\"(%arg0, %arg1) <{count = 3 : i64}> : (tensor<2xf32>, tensor<f32>) -> ()\n",
    );
    assert_eq!(
        both(&src).unwrap_err(),
        "'user.mat' op operand #0 must be tensor of 32-bit float values, but got 'tensor<2xf32>'"
    );
    let src = module(
        "%arg0: tensor<2x2xf32>, %arg1: tensor<3xf32>",
        "    \"user.mat\"(%arg0, %arg1) <{count = 3 : i64}> : (tensor<2x2xf32>, tensor<3xf32>) -> ()\n",
    );
    assert_eq!(
        both(&src).unwrap_err(),
        "'user.mat' op operand #1 must be tensor of 32-bit float values, but got 'tensor<3xf32>'"
    );
}

#[test]
fn base_property_constrains_and_prints() {
    let src = module(
        "%arg0: tensor<2x2xf32>, %arg1: tensor<f32>",
        "    \"user.mat\"(%arg0, %arg1) <{count = -1 : i64}> : (tensor<2x2xf32>, tensor<f32>) -> ()\n",
    );
    assert_eq!(
        both(&src).unwrap_err(),
        "'user.mat' op property 'count' failed to satisfy constraint: non-negative int64_t"
    );
    let src = module(
        "%arg0: tensor<2x2xf32>, %arg1: tensor<f32>",
        "    \"user.mat\"(%arg0, %arg1) <{count = 1 : i64, limit = [-2]}> : (tensor<2x2xf32>, tensor<f32>) -> ()\n",
    );
    assert_eq!(
        both(&src).unwrap_err(),
        "'user.mat' op property 'limit' failed to satisfy constraint: optional non-negative int64_t"
    );
    // From Rust: the property's value is the base's type's (`i64`).
    let mut ctx = Context::new();
    base::BaseDialect::register(&mut ctx);
    user::UserDialect::register(&mut ctx);
    let m = parse_module(
        &mut ctx,
        &module(
            "%arg0: tensor<2x2xf32>, %arg1: tensor<f32>",
            "    \"user.mat\"(%arg0, %arg1) <{count = 7 : i64}> : (tensor<2x2xf32>, tensor<f32>) -> ()\n",
        ),
        "in.mlir",
    )
    .unwrap();
    let mat = ctx
        .nested_ops_pre_order(m)
        .into_iter()
        .find_map(|op| user::User_MatOp::from_op(&ctx, op))
        .expect("user.mat");
    assert_eq!(mat.count(&ctx), 7);
    assert_eq!(mat.limit(&ctx), None);
}
