//! MLIR's `arith` dialect for drr, folding and canonicalizing exactly like
//! `mlir-opt-22 --canonicalize`.
//!
//! - [`ops`]: the dialect, its enums and every op of MLIR 22's dialect,
//!   written with `drr::ods!` in the style of MLIR's ODS; the ops'
//!   folders (`Fold` impls over [`numerics`]), verifiers and cast
//!   rules are implemented next to them;
//! - [`numerics`]: MLIR-exact constant folding for every `arith` op that
//!   has a folder in MLIR 22, as pure functions over integer and float
//!   values with LLVM's `APInt`/`APFloat` semantics, and their conversion
//!   to and from the runtime's attributes;
//! - [`canonicalization`]: the DRR canonicalization patterns of
//!   `ArithCanonicalization.td` (`drr::patterns!`) and the C++ ones as
//!   hand-written patterns, registered as each op's `Canonicalize` hook;
//! - [`constant`]: `arith.constant` as the dialect's constant
//!   materializer;
//! - [`speculation`]: the division ops' speculatability;
//! - [`ub`]: the `ub` dialect (`ub.poison`, `ub.unreachable`), whose
//!   poison arith's folders propagate.
//!
//! [`context`] gives a context with the dialect registered; MLIR's
//! canonicalizer pass is `drr::rewrite::canonicalize` (see the
//! `arith-opt` example).
//!
//! # From Rust
//!
//! The ops are views named as in `ArithOps.td` (`Arith_AddIOp`,
//! `Arith_ConstantOp`, …; see `drr::ods!`'s "What is generated"). Their
//! builders take every argument, properties included: `overflowFlags` of
//! the integer ops and `fastmath` of the float ops are default-valued, so
//! `build_inferred` takes them as `Option<Attribute>` (`None`: MLIR's
//! default, `#arith.overflow<none>`). An `arith.constant`'s value is an
//! attribute: an integer's is read with `IntegerAttr` (or
//! `AttrData::Integer`), a float's with `FloatAttr`, a vector or tensor's
//! is built with `Context::dense_int_elements_attr` /
//! `dense_float_elements_attr`. `drr::rewrite::fold_op` folds one op
//! given its operands' constants (`operand_constants`), as MLIR's
//! `Operation::fold`; `OperationFolder::try_to_fold` also turns a folded
//! attribute into an `arith.constant` (the dialect's materializer) and
//! replaces the op, as the greedy driver does.
//!
//! ```
//! use drr::ods::storage::{AttrStorage, FloatAttr, IntegerAttr};
//! use drr::rewrite::{FoldStatus, OperationFolder, fold_op, operand_constants};
//! use drr::text::{PrintOptions, parse_module, print_attribute, print_op};
//! use drr::{FloatKind, FoldOutcome, OpFoldResult, PatternRewriter};
//! use drr_arith::ops::{Arith_AddIOp, Arith_ConstantOp, Arith_MulIOp};
//!
//! let mut ctx = drr_arith::context();
//! let module = parse_module(&mut ctx, r#""builtin.module"() ({
//!   "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
//!   ^bb0(%x: i32):
//!     %0 = "arith.constant"() <{value = 6 : i32}> : () -> i32
//!     %1 = "arith.constant"() <{value = 7 : i32}> : () -> i32
//!     %2 = "arith.muli"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
//!     %3 = "arith.addi"(%x, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
//!     "func.return"(%3) : (i32) -> ()
//!   }) : () -> ()
//! }) : () -> ()"#, "in.mlir").unwrap();
//! let ops = ctx.nested_ops_pre_order(module);
//! let mul = ops.iter().copied().find(|&op| Arith_MulIOp::from_op(&ctx, op).is_some()).unwrap();
//!
//! // Fold one op: 6 * 7.
//! let constants = operand_constants(&mut ctx, mul);
//! let FoldOutcome::Replace(results) = fold_op(&mut ctx, mul, &constants) else { panic!() };
//! let [OpFoldResult::Attribute(product)] = results[..] else { panic!() };
//! assert_eq!(print_attribute(&ctx, product), "42 : i32");
//! assert_eq!(IntegerAttr::from_attr(&ctx, product).unwrap().value(&ctx), 42);
//!
//! // Fold it in the IR: `arith.constant 42` replaces it.
//! let mut folder = OperationFolder::new();
//! let status = folder.try_to_fold(&mut PatternRewriter::new(&mut ctx), mul).unwrap();
//! assert_eq!(status, FoldStatus::Replaced);
//! let add = ops.iter().copied().find(|&op| Arith_AddIOp::from_op(&ctx, op).is_some()).unwrap();
//! let forty_two = ctx.defining_op(Arith_AddIOp(add).rhs(&ctx)).unwrap();
//! let value = Arith_ConstantOp::from_op(&ctx, forty_two).unwrap().value(&ctx);
//! assert_eq!(IntegerAttr::from_attr(&ctx, value.into()).unwrap().value(&ctx), 42);
//!
//! // Build: x * x with the default overflow flags, a float and a vector constant.
//! let loc = ctx.unknown_loc();
//! let x = ctx.op(add).operand(0);
//! let square = Arith_MulIOp::build_inferred(&mut ctx, loc, x, x, None).unwrap();
//! let square = ctx.create_op(square).unwrap();
//! ctx.insert_op_before(add, square).unwrap();
//! let f32t = ctx.float_type(FloatKind::F32);
//! let half = ctx.float_attr(f32t, 0.5);
//! let half = Arith_ConstantOp::build_inferred(&mut ctx, loc, half).unwrap();
//! let half = ctx.create_op(half).unwrap();
//! let value = Arith_ConstantOp::from_op(&ctx, half).unwrap().value(&ctx);
//! assert_eq!(FloatAttr::from_attr(&ctx, value.into()).unwrap().value(&ctx), 0.5);
//! let i32t = ctx.int_type(32);
//! let v4 = ctx.vector_type(vec![4], i32t);
//! let dense = ctx.dense_int_elements_attr(v4, &[1, 2, 3, -1]).unwrap();
//! let vector = Arith_ConstantOp::build_inferred(&mut ctx, loc, dense).unwrap();
//! let vector = ctx.create_op(vector).unwrap();
//! assert_eq!(
//!     print_op(&ctx, vector, PrintOptions { debug_info: false }),
//!     "%0 = \"arith.constant\"() <{value = dense<[1, 2, 3, -1]> : vector<4xi32>}> : () -> vector<4xi32>\n"
//! );
//! // The folded constant went to the start of the function (MLIR's
//! // OperationFolder); 6 and 7 are dead code the driver would remove.
//! assert!(print_op(&ctx, module, PrintOptions { debug_info: false }).contains(r#"
//!     %0 = "arith.constant"() <{value = 42 : i32}> : () -> i32
//!     %1 = "arith.constant"() <{value = 6 : i32}> : () -> i32
//!     %2 = "arith.constant"() <{value = 7 : i32}> : () -> i32
//!     %3 = "arith.muli"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
//!     %4 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
//! "#));
//! drr::verifier::verify(&ctx, module).unwrap();
//! # let _ = (half, vector);
//! ```

#![deny(missing_docs)]

pub mod canonicalization;
pub mod constant;
mod folders;
pub mod numerics;
pub mod ops;
pub mod speculation;
mod support;
pub mod ub;
mod verifiers;

/// Registers the `arith` dialect and the `ub` dialect its folders produce
/// poison with (`ub.poison`), as `mlir-opt` has both.
pub fn register(ctx: &mut drr::Context) {
    ops::ArithDialect::register(ctx);
    ub::UbDialect::register(ctx);
}

/// A context with the `arith` and `ub` dialects registered (`builtin`,
/// `func` and `cf` come with every context).
pub fn context() -> drr::Context {
    let mut ctx = drr::Context::new();
    register(&mut ctx);
    ctx
}
