//! ODS constructs met in StableHLO's `StablehloOps.td` (beyond its unary
//! ops) and in MLIR's own transform ops: `"{}"` as the default value of
//! array attributes that take their constant builder from ODS's
//! `ArrayAttrBase` (`ArrayAttr`, `TypedArrayAttrBase<…>`,
//! `FlatSymbolRefArrayAttr`), both `DefaultValuedAttr` (filled in when a
//! registered op is parsed) and `DefaultValuedOptionalAttr` (left out), and
//! a `dag` field spliced into `arguments` with `!con` (StableHLO's
//! `ConvolutionAttributes.attributes`), and VHLO's dialect setting
//! `useStrictPropertiesInAssemblyFormat`.
//!
//! The `tx.pad` op has the attribute arguments of MLIR 22's
//! `transform.structured.pad`; the expected text is what
//! `mlir-opt-22 --mlir-print-op-generic` prints for that op parsed without
//! them (`padding_values = [], …, transpose_paddings = []`; the optional
//! dense array left out).

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

drr::ods! {
    def Tx_Dialect : Dialect {
      let name = "tx";
      // A setting of newer MLIR's `Dialect` (StableHLO's VHLO sets it):
      // custom assembly formats only, no effect on the generic form.
      let useStrictPropertiesInAssemblyFormat = 0;
    }
    def Tx_PadOp : Op<Tx_Dialect, "pad", [AttrSizedOperandSegments]> {
      let arguments =
        (ins AnyType:$target,
             DefaultValuedAttr<ArrayAttr, "{}">:$padding_values,
             DefaultValuedAttr<I64ArrayAttr, "{}">:$padding_dimensions,
             Variadic<AnyType>:$pad_to_multiple_of,
             DefaultValuedOptionalAttr<DenseI64ArrayAttr, "{}">:
                              $static_pad_to_multiple_of,
             DefaultValuedAttr<I64ArrayAttr, "{}">:$nofold_flags,
             DefaultValuedAttr<
              TypedArrayAttrBase<I64ArrayAttr, "array of arrays of i64">,
              "{}">:$transpose_paddings,
             DefaultValuedAttr<StrAttr, "\"bufferization.materialize_in_destination\"">:$copy_back_op);
      let results = (outs AnyType:$padded, AnyType:$pad, AnyType:$copy);
    }

    def Tx_CallOp : Op<Tx_Dialect, "call", []> {
      let arguments = (ins
        Variadic<AnyType>:$inputs,
        DefaultValuedOptionalAttr<FlatSymbolRefArrayAttr, "{}">:$called_computations,
        DefaultValuedOptionalAttr<
            TypedArrayAttrBase<I64ArrayAttr, "Aliasing attribute">,
            "{}">:$output_operand_aliases,
        DefaultValuedAttr<StrArrayAttr, "{}">:$tags
      );
      let results = (outs Variadic<AnyType>);
    }

    def Tx_WindowAttributes {
      dag attributes = (ins
        OptionalAttr<DenseI64ArrayAttr>:$window_strides,
        I64Attr:$feature_group_count);
    }
    def Tx_ConvOp : Op<Tx_Dialect, "conv", [Pure]> {
      let arguments = !con((ins AnyType:$lhs, AnyType:$rhs), Tx_WindowAttributes.attributes);
      let results = (outs AnyType);
    }
}

fn check(src: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    TxDialect::register(&mut ctx);
    ctx.allow_unknown_operations("test");
    let m = parse_module(&mut ctx, src, "in.mlir")
        .map_err(|e| format!("{}:{}: {}", e.line, e.column, e.message))?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

fn module(body: &str) -> String {
    format!("\"builtin.module\"() ({{\n  %0 = \"test.x\"() : () -> i4\n{body}}}) : () -> ()\n")
}

#[test]
fn empty_braces_default_array_attributes_to_the_empty_array() {
    let src = module(
        "  %1:3 = \"tx.pad\"(%0) <{operandSegmentSizes = array<i32: 1, 0>}> : (i4) -> (i4, i4, i4)\n",
    );
    assert_eq!(
        check(&src).unwrap(),
        module(
            "  %1:3 = \"tx.pad\"(%0) <{copy_back_op = \"bufferization.materialize_in_destination\", nofold_flags = [], operandSegmentSizes = array<i32: 1, 0>, padding_dimensions = [], padding_values = [], transpose_paddings = []}> : (i4) -> (i4, i4, i4)\n"
        )
    );
}

#[test]
fn typed_array_elements_are_checked() {
    // mlir-opt-22's message for `transform.structured.pad` given
    // `transpose_paddings = [1 : i64]`.
    let src = module(
        "  %1:3 = \"tx.pad\"(%0) <{operandSegmentSizes = array<i32: 1, 0>, transpose_paddings = [1 : i64]}> : (i4) -> (i4, i4, i4)\n",
    );
    assert_eq!(
        check(&src).unwrap_err(),
        "'tx.pad' op attribute 'transpose_paddings' failed to satisfy constraint: array of arrays of i64"
    );
}

#[test]
fn optional_array_defaults_stay_absent_and_are_checked_when_present() {
    let src = module("  %1 = \"tx.call\"(%0) : (i4) -> i4\n");
    assert_eq!(
        check(&src).unwrap(),
        module("  %1 = \"tx.call\"(%0) <{tags = []}> : (i4) -> i4\n")
    );
    let bad = module(
        "  %1 = \"tx.call\"(%0) <{called_computations = [1 : i64], tags = []}> : (i4) -> i4\n",
    );
    assert_eq!(
        check(&bad).unwrap_err(),
        "'tx.call' op attribute 'called_computations' failed to satisfy constraint: flat symbol ref array attribute"
    );
}

#[test]
fn default_values_reach_rust_as_empty_lists() {
    let mut ctx = Context::new();
    TxDialect::register(&mut ctx);
    let empty = ctx.array_attr(Vec::new());
    // The `DefaultValuedAttr`'s value, built from `"{}"`.
    let tags = <drr::ods::lib::StrArrayAttr as drr::ods::ConstantAttrBuilder>::build_constant(
        &mut ctx,
        Vec::new(),
    );
    assert_eq!(tags, empty);
}

#[test]
fn a_dag_field_spliced_with_con_gives_the_op_its_attributes() {
    let ok = module(
        "  %1 = \"tx.conv\"(%0, %0) <{feature_group_count = 1 : i64, window_strides = array<i64: 2>}> : (i4, i4) -> i4\n",
    );
    assert_eq!(check(&ok).unwrap(), ok);
    let missing = module("  %1 = \"tx.conv\"(%0, %0) : (i4, i4) -> i4\n");
    assert_eq!(
        check(&missing).unwrap_err(),
        "'tx.conv' op requires attribute 'feature_group_count'"
    );
}
