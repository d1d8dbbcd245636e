//! Constraint records of one `ods!` block used by name in another, as a
//! `.td` file uses the records of a base file it includes: MLIR's
//! `MathOps.td` includes `ArithBase.td` and declares its ops'
//! `DefaultValuedAttr<Arith_FastMathAttr, "::mlir::arith::FastMathFlags::none">`.
//! Here `arith_base` is that base file (its fast-math enum as written in
//! MLIR 22) plus a type constraint, and `math` writes three of MLIR's
//! `math` ops with the `.td`'s `include` line and a `use` of the base
//! module next to the block, without declaring the base's records again.
//! (A block without an `include` line sees only its own records: see the
//! trybuild case `tablegen/xblock_needs_include`.) Every expected text (printed IR,
//! verifier and parser messages) was recorded from `mlir-opt-22` on the
//! same input.

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

/// `ArithBase.td`'s fast-math flags, and a type constraint.
pub mod arith_base {
    drr::ods! {
        def Arith_Dialect : Dialect {
            let name = "arith";
        }

        def FASTMATH_NONE            : I32BitEnumAttrCaseNone<"none"      >;
        def FASTMATH_REASSOC         : I32BitEnumAttrCaseBit<"reassoc",  0>;
        def FASTMATH_NO_NANS         : I32BitEnumAttrCaseBit<"nnan",     1>;
        def FASTMATH_NO_INFS         : I32BitEnumAttrCaseBit<"ninf",     2>;
        def FASTMATH_NO_SIGNED_ZEROS : I32BitEnumAttrCaseBit<"nsz",      3>;
        def FASTMATH_ALLOW_RECIP     : I32BitEnumAttrCaseBit<"arcp",     4>;
        def FASTMATH_ALLOW_CONTRACT  : I32BitEnumAttrCaseBit<"contract", 5>;
        def FASTMATH_APPROX_FUNC     : I32BitEnumAttrCaseBit<"afn",      6>;
        def FASTMATH_FAST            : I32BitEnumAttrCaseGroup<
            "fast",
            [
              FASTMATH_REASSOC,         FASTMATH_NO_NANS,     FASTMATH_NO_INFS,
              FASTMATH_NO_SIGNED_ZEROS, FASTMATH_ALLOW_RECIP, FASTMATH_ALLOW_CONTRACT,
              FASTMATH_APPROX_FUNC]>;

        def FastMathFlags : I32BitEnumAttr<
            "FastMathFlags",
            "Floating point fast math flags",
            [
              FASTMATH_NONE,           FASTMATH_REASSOC,         FASTMATH_NO_NANS,
              FASTMATH_NO_INFS,        FASTMATH_NO_SIGNED_ZEROS, FASTMATH_ALLOW_RECIP,
              FASTMATH_ALLOW_CONTRACT, FASTMATH_APPROX_FUNC,     FASTMATH_FAST]> {
          let separator = ",";
          let cppNamespace = "::mlir::arith";
          let genSpecializedAttr = 0;
          let printBitEnumPrimaryGroups = 1;
        }

        def Arith_FastMathAttr :
            EnumAttr<Arith_Dialect, FastMathFlags, "fastmath"> {
          let assemblyFormat = "`<` $value `>`";
        }

        // Not in ArithBase.td: a type constraint record of a base file.
        def Base_FloatLike : TypeConstraint<FloatLike.predicate, "floating-point-like">;
    }
}

/// Three of `MathOps.td`'s ops, naming the base's records as the `.td`
/// does.
pub mod math {
    // The Rust side of the `include` below.
    use super::arith_base::*;

    drr::ods! {
        include "mlir/Dialect/Arith/IR/ArithBase.td";

        def Math_Dialect : Dialect {
            let name = "math";
        }
        class Math_Op<string mnemonic, list<Trait> traits = []> :
            Op<Math_Dialect, mnemonic, traits # [Pure]>;

        class Math_FloatUnaryOp<string mnemonic, list<Trait> traits = []> :
            Math_Op<mnemonic, traits # [SameOperandsAndResultType]> {
          let arguments = (ins Base_FloatLike:$operand,
              DefaultValuedAttr<Arith_FastMathAttr,
                                "::mlir::arith::FastMathFlags::none">:$fastmath);
          let results = (outs Base_FloatLike:$result);
        }
        class Math_FloatBinaryOp<string mnemonic, list<Trait> traits = []> :
            Math_Op<mnemonic, traits # [SameOperandsAndResultType]> {
          let arguments = (ins FloatLike:$lhs, FloatLike:$rhs,
              DefaultValuedAttr<Arith_FastMathAttr,
                                "::mlir::arith::FastMathFlags::none">:$fastmath);
          let results = (outs FloatLike:$result);
        }

        def Math_AbsFOp : Math_FloatUnaryOp<"absf">;
        def Math_CopySignOp : Math_FloatBinaryOp<"copysign">;
        def Math_IsNaNOp : Math_Op<"isnan"> {
          let arguments = (ins FloatLike:$operand,
              DefaultValuedAttr<Arith_FastMathAttr,
                                "::mlir::arith::FastMathFlags::none">:$fastmath);
          let results = (outs BoolLike:$result);
        }
    }
}

fn context() -> Context {
    let mut ctx = Context::new();
    arith_base::ArithDialect::register(&mut ctx);
    math::MathDialect::register(&mut ctx);
    ctx
}

fn roundtrip(src: &str) -> Result<String, String> {
    let mut ctx = context();
    let m = parse_module(&mut ctx, src, "in.mlir")
        .map_err(|e| format!("{}:{}: {}", e.line, e.column, e.message))?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

fn module(args: &str, body: &str) -> String {
    format!(
        "\"builtin.module\"() ({{\n  \"test.f\"() ({{\n  ^bb0({args}):\n{body}  }}) : () -> ()\n}}) : () -> ()\n"
    )
}

#[test]
fn base_attribute_parses_prints_and_defaults() {
    let src = module(
        "%arg0: f32, %arg1: f32",
        "    %0 = \"math.absf\"(%arg0) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32) -> f32\n    %1 = \"math.absf\"(%0) : (f32) -> f32\n    %2 = \"math.copysign\"(%1, %arg1) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32\n    %3 = \"math.isnan\"(%2) : (f32) -> i1\n",
    );
    // mlir-opt-22 stores the default (`none`) when it reads an op without
    // the attribute.
    assert_eq!(
        roundtrip(&src).unwrap(),
        module(
            "%arg0: f32, %arg1: f32",
            "    %0 = \"math.absf\"(%arg0) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32) -> f32\n    %1 = \"math.absf\"(%0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32\n    %2 = \"math.copysign\"(%1, %arg1) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32\n    %3 = \"math.isnan\"(%2) <{fastmath = #arith.fastmath<none>}> : (f32) -> i1\n"
        )
    );
}

#[test]
fn base_constraints_give_mlir_s_messages() {
    // The base's type constraint: its summary.
    let src = module(
        "%arg0: i32",
        "    %0 = \"math.absf\"(%arg0) : (i32) -> i32\n",
    );
    assert_eq!(
        roundtrip(&src).unwrap_err(),
        "'math.absf' op operand #0 must be floating-point-like, but got 'i32'"
    );
    // The base's enum attribute: not a fast-math attribute.
    let src = module(
        "%arg0: f32",
        "    %0 = \"math.absf\"(%arg0) <{fastmath = 3 : i32}> : (f32) -> f32\n",
    );
    assert_eq!(
        roundtrip(&src).unwrap_err(),
        "4:10: invalid properties {fastmath = 3 : i32} for op math.absf: Invalid attribute `fastmath` in property conversion: 3 : i32"
    );
}

#[test]
fn base_attribute_from_rust() {
    // The record's Rust items are the base block's: the default is its
    // `none` flags, built where the op is.
    let mut ctx = context();
    let f32t = ctx.float_type(drr::FloatKind::F32);
    let loc = ctx.unknown_loc();
    let block = ctx.create_block(&[(f32t, loc)]);
    let x = ctx.block(block).args()[0];
    let st = math::Math_AbsFOp::build_inferred(&mut ctx, loc, x, None).unwrap();
    let op = ctx.create_op(st).unwrap();
    assert_eq!(
        print_op(&ctx, op, PrintOptions::default()).trim_end(),
        "%0 = \"math.absf\"(<<UNKNOWN SSA VALUE>>) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32"
    );
}

/// Records of another crate's block (`drr-test-dialect-lib`), used by name
/// after a `use`: a type constraint, an integer enum attribute, and a
/// dialect enum attribute with a `defaultValue`.
pub mod lib_user {
    use drr_test_dialect_lib::{Lib_EvenInteger, Lib_Mode, Lib_RoundingAttr};

    drr::ods! {
        include "drr-test-dialect-lib";
        def Xu_Dialect : Dialect {
            let name = "xu";
        }
        def Xu_RoundOp : Op<Xu_Dialect, "round"> {
            let arguments = (ins Lib_EvenInteger:$x, Lib_Mode:$mode,
                                 Lib_RoundingAttr:$rounding);
            let results = (outs Variadic<Lib_EvenInteger>:$y);
        }
    }
}

fn lib_roundtrip(src: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    drr_test_dialect_lib::LibDialect::register(&mut ctx);
    lib_user::XuDialect::register(&mut ctx);
    let m = parse_module(&mut ctx, src, "in.mlir")
        .map_err(|e| format!("{}:{}: {}", e.line, e.column, e.message))?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

#[test]
fn records_of_another_crate() {
    // The `EnumAttr`'s `defaultValue` makes the argument default-valued
    // here too: stored when absent.
    let src = module(
        "%arg0: i8",
        "    %0 = \"xu.round\"(%arg0) <{mode = 1 : i32}> : (i8) -> i16\n    %1 = \"xu.round\"(%arg0) <{mode = 0 : i32, rounding = #lib<rounding up>}> : (i8) -> i16\n",
    );
    assert_eq!(
        lib_roundtrip(&src).unwrap(),
        module(
            "%arg0: i8",
            "    %0 = \"xu.round\"(%arg0) <{mode = 1 : i32, rounding = #lib<rounding down>}> : (i8) -> i16\n    %1 = \"xu.round\"(%arg0) <{mode = 0 : i32, rounding = #lib<rounding up>}> : (i8) -> i16\n"
        )
    );
    // The records' summaries in the verifier's messages.
    let src = module(
        "%arg0: i7",
        "    %0 = \"xu.round\"(%arg0) <{mode = 1 : i32}> : (i7) -> i16\n",
    );
    assert_eq!(
        lib_roundtrip(&src).unwrap_err(),
        "'xu.round' op operand #0 must be even-width integer, but got 'i7'"
    );
    let src = module(
        "%arg0: i8",
        "    %0 = \"xu.round\"(%arg0) <{mode = 2 : i32}> : (i8) -> i16\n",
    );
    // The enum's specialized attribute class (`genSpecializedAttr`, 1 by
    // default) holds only its cases: another value fails when `<{…}>` is
    // read, as mlir-opt-22 reports it.
    assert_eq!(
        lib_roundtrip(&src).unwrap_err(),
        "4:10: invalid properties {mode = 2 : i32} for op xu.round: Invalid attribute `mode` in property conversion: 2 : i32"
    );
}

/// A pattern file naming the base's records: a leaf constrained by the
/// base's attribute, and a constant of it built in the result.
pub mod math_patterns {
    use super::arith_base::*;
    use super::math::*;

    drr::patterns! {
        def AbsOfAbs : Pat<(Math_AbsFOp (Math_AbsFOp $x, $inner), Arith_FastMathAttr:$fm),
            (Math_AbsFOp $x,
                ConstantAttr<Arith_FastMathAttr, "::mlir::arith::FastMathFlags::fast">)>;
    }
}

#[test]
fn patterns_match_and_build_base_records() {
    let mut ctx = context();
    let src = module(
        "%arg0: f32",
        "    %0 = \"math.absf\"(%arg0) <{fastmath = #arith.fastmath<nnan>}> : (f32) -> f32\n    %1 = \"math.absf\"(%0) : (f32) -> f32\n    \"test.use\"(%1) : (f32) -> ()\n",
    );
    let m = parse_module(&mut ctx, &src, "in.mlir").unwrap();
    let mut set = drr::rewrite::RewritePatternSet::new();
    set.add(math_patterns::AbsOfAbs);
    let frozen = set.freeze(&mut ctx);
    drr::apply_patterns_greedily(&mut ctx, m, &frozen, &drr::rewrite::GreedyConfig::default())
        .unwrap();
    assert_eq!(
        print_op(&ctx, m, PrintOptions { debug_info: false }),
        module(
            "%arg0: f32",
            "    %0 = \"math.absf\"(%arg0) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f32\n    \"test.use\"(%0) : (f32) -> ()\n"
        )
    );
}

/// A record of another block one letter away from one of the block's own
/// (records of a family: `Tosa_Int8`, `Tosa_Int16`): fetched, not taken
/// for a typo.
pub mod family {
    /// The base's member of the family.
    pub mod base {
        drr::ods! {
            def Fam_Int16 : TypeConstraint<|ctx: &drr::Context, t: drr::Type|
                matches!(ctx.type_data(t), drr::TypeData::Integer { width: 16, .. }), "16-bit integer">;
        }
    }
    use base::Fam_Int16;

    drr::ods! {
        include "base.td";
        def Fam_Dialect : Dialect { let name = "fam"; }
        def Fam_Int26 : TypeConstraint<|ctx: &drr::Context, t: drr::Type|
            matches!(ctx.type_data(t), drr::TypeData::Integer { width: 26, .. }), "26-bit integer">;
        def Fam_PairOp : Op<Fam_Dialect, "pair"> {
            let arguments = (ins Fam_Int16:$a, Fam_Int26:$b);
        }
    }
}

#[test]
fn records_of_a_family_across_blocks() {
    let mut ctx = Context::new();
    family::FamDialect::register(&mut ctx);
    let src = module(
        "%arg0: i16, %arg1: i26",
        "    \"fam.pair\"(%arg1, %arg1) : (i26, i26) -> ()\n",
    );
    let m = parse_module(&mut ctx, &src, "in.mlir").unwrap();
    assert_eq!(
        drr::verifier::verify(&ctx, m).unwrap_err()[0].message,
        "'fam.pair' op operand #0 must be 16-bit integer, but got 'i26'"
    );
}

/// Records of a base block that stand for library generics, as
/// `TosaTypesBase.td` writes most of its constraints (`def Tosa_Int8 :
/// AnyTypeOf<[…]>`, `def Tosa_Int32 : I<32>`, `ConfinedAttr` records):
/// used by name in another block, with the library's summaries.
pub mod generics {
    /// The base file.
    pub mod base {
        drr::ods! {
            def G_Int : AnyTypeOf<[I8, I16]>;
            def G_I32 : I<32>;
            def G_Pos : ConfinedAttr<I32Attr, [IntPositive]>;
            def G_Tensor : TensorOf<[G_Int]>;
        }
    }
    use base::*;

    drr::ods! {
        include "base.td";
        def Gen_Dialect : Dialect { let name = "gen"; }
        def Gen_Op : Op<Gen_Dialect, "op"> {
            let arguments = (ins G_Int:$a, G_Tensor:$t, G_Pos:$p);
            let results = (outs G_I32:$r);
        }
    }
}

#[test]
fn library_generic_records_of_another_block() {
    let run = |args: &str, operands: &str, types: &str, p: i32| {
        let src = module(
            args,
            &format!("    %0 = \"gen.op\"({operands}) <{{p = {p} : i32}}> : ({types}) -> i32\n"),
        );
        let mut ctx = Context::new();
        generics::GenDialect::register(&mut ctx);
        let m = parse_module(&mut ctx, &src, "in.mlir").unwrap();
        drr::verifier::verify(&ctx, m).map_err(|e| e[0].message.clone())
    };
    let args = "%arg0: i8, %arg1: tensor<2xi16>, %arg2: i32";
    assert!(run(args, "%arg0, %arg1", "i8, tensor<2xi16>", 3).is_ok());
    assert_eq!(
        run(args, "%arg2, %arg1", "i32, tensor<2xi16>", 3).unwrap_err(),
        "'gen.op' op operand #0 must be 8-bit signless integer or 16-bit signless integer, but got 'i32'"
    );
    assert_eq!(
        run(args, "%arg0, %arg0", "i8, i8", 3).unwrap_err(),
        "'gen.op' op operand #1 must be tensor of 8-bit signless integer or 16-bit signless integer values, but got 'i8'"
    );
    assert_eq!(
        run(args, "%arg0, %arg1", "i8, tensor<2xi16>", 0).unwrap_err(),
        "'gen.op' op attribute 'p' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive"
    );
    // The result's constraint, `I<32>`.
    let src = module(
        args,
        "    %0 = \"gen.op\"(%arg0, %arg1) <{p = 3 : i32}> : (i8, tensor<2xi16>) -> i8\n",
    );
    let mut ctx = Context::new();
    generics::GenDialect::register(&mut ctx);
    let m = parse_module(&mut ctx, &src, "in.mlir").unwrap();
    assert_eq!(
        drr::verifier::verify(&ctx, m).unwrap_err()[0].message,
        "'gen.op' op result #0 must be 32-bit signless integer, but got 'i8'"
    );
}
