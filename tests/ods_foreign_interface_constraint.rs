//! Type and attribute interfaces used as constraints, as Triton's
//! `TritonNvidiaGPUOps.td` uses its `TensorOrMemDesc` type interface
//! (`Variadic<TTG_TensorOrMemDesc>:$inputs`): in ODS, `TypeInterface<"N">`
//! is a `Type` with predicate `isa<N>` and summary `"N instance"`, and
//! `AttrInterface<"N">` an `Attr`. The string names a Rust type
//! implementing `drr::ods::TypeInterface` / `AttrInterface`. Also
//! `AllTypesMatch` over two variadic groups, which compares the groups'
//! type lists (mlir-tblgen-22: `getODSOperands(0).getType() ==
//! getODSResults(0).getType()`).

use drr::text::{PrintOptions, parse_module, print_op};
use drr::{AttrData, Attribute, Context, Type, TypeData};

/// Ranked tensors and memrefs (the harness's stand-in for an interface
/// attached to two type classes).
pub struct TensorOrBuffer;
impl drr::ods::TypeInterface for TensorOrBuffer {
    fn isa(ctx: &Context, ty: Type) -> bool {
        matches!(
            ctx.type_data(ty),
            TypeData::RankedTensor { .. } | TypeData::MemRef { .. }
        )
    }
}

/// String attributes.
pub struct Named;
impl drr::ods::AttrInterface for Named {
    fn isa(ctx: &Context, attr: Attribute) -> bool {
        matches!(ctx.attr_data(attr), AttrData::String { .. })
    }
}

drr::ods! {
    def Ifc_Dialect : Dialect { let name = "ifc"; }
    def Ifc_TensorOrBuffer : TypeInterface<"TensorOrBuffer"> {
      let cppNamespace = "::ifc";
      let methods = [
        InterfaceMethod<"Returns the element type", "mlir::Type", "getElementType", (ins)>,
      ];
    }
    def Ifc_Named : AttrInterface<"Named"> { let cppNamespace = "::ifc"; }
    // Defined for trait lists only: no Rust type is needed for it.
    def Ifc_Unused : TypeInterface<"NoRustTypeForThis">;
    def Ifc_WaitOp : Op<Ifc_Dialect, "wait", [AllTypesMatch<["inputs", "outputs"]>]> {
      let arguments = (ins Variadic<Ifc_TensorOrBuffer>:$inputs, I32Attr:$pending);
      let results = (outs Variadic<Ifc_TensorOrBuffer>:$outputs);
    }
    def Ifc_TagOp : Op<Ifc_Dialect, "tag"> {
      let arguments = (ins Ifc_TensorOrBuffer:$x, Ifc_Named:$label);
    }
}

fn module(body: &str, args: &str) -> String {
    format!(
        "\"builtin.module\"() ({{\n  \"test.f\"() ({{\n  ^bb0({args}):\n{body}  }}) : () -> ()\n}}) : () -> ()\n"
    )
}

const ARGS: &str = "%arg0: tensor<4xf32>, %arg1: memref<2xi8>, %arg2: i32";

fn check(src: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    IfcDialect::register(&mut ctx);
    ctx.allow_unknown_operations("test");
    let m = parse_module(&mut ctx, src, "in.mlir").map_err(|e| e.message)?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

#[test]
fn interface_constraints_accept_the_types_the_rust_type_accepts() {
    let good = module(
        "    %0:2 = \"ifc.wait\"(%arg0, %arg1) <{pending = 0 : i32}> : (tensor<4xf32>, memref<2xi8>) -> (tensor<4xf32>, memref<2xi8>)\n    \"ifc.tag\"(%arg1) <{label = \"l\"}> : (memref<2xi8>) -> ()\n",
        ARGS,
    );
    assert_eq!(check(&good).unwrap(), good);
}

#[test]
fn interface_constraint_messages_use_odss_summary() {
    let bad = module(
        "    %0 = \"ifc.wait\"(%arg2) <{pending = 0 : i32}> : (i32) -> i32\n",
        ARGS,
    );
    assert_eq!(
        check(&bad).unwrap_err(),
        "'ifc.wait' op operand #0 must be variadic of TensorOrBuffer instance, but got 'i32'"
    );
    // Given in `{…}`, the attribute is verified against the constraint.
    let bad = module(
        "    \"ifc.tag\"(%arg1) {label = 3 : i32} : (memref<2xi8>) -> ()\n",
        ARGS,
    );
    assert_eq!(
        check(&bad).unwrap_err(),
        "'ifc.tag' op attribute 'label' failed to satisfy constraint: Named instance"
    );
    // Given in `<{…}>`, it is converted to the stored interface class first
    // (MLIR's `dyn_cast<Named>` in `setPropertiesFromAttr`).
    let bad = module(
        "    \"ifc.tag\"(%arg1) <{label = 3 : i32}> : (memref<2xi8>) -> ()\n",
        ARGS,
    );
    assert_eq!(
        check(&bad).unwrap_err(),
        "invalid properties {label = 3 : i32} for op ifc.tag: Invalid attribute `label` in property conversion: 3 : i32"
    );
}

#[test]
fn all_types_match_compares_variadic_groups_in_order() {
    // Same types in another order.
    let swapped = module(
        "    %0:2 = \"ifc.wait\"(%arg0, %arg1) <{pending = 0 : i32}> : (tensor<4xf32>, memref<2xi8>) -> (memref<2xi8>, tensor<4xf32>)\n",
        ARGS,
    );
    assert_eq!(
        check(&swapped).unwrap_err(),
        "'ifc.wait' op failed to verify that all of {inputs, outputs} have same type"
    );
    // Fewer results than operands.
    let short = module(
        "    %0 = \"ifc.wait\"(%arg0, %arg1) <{pending = 0 : i32}> : (tensor<4xf32>, memref<2xi8>) -> tensor<4xf32>\n",
        ARGS,
    );
    assert_eq!(
        check(&short).unwrap_err(),
        "'ifc.wait' op failed to verify that all of {inputs, outputs} have same type"
    );
    // No values at all: two empty groups match.
    let empty = module(
        "    \"ifc.wait\"() <{pending = 0 : i32}> : () -> ()\n",
        ARGS,
    );
    assert_eq!(check(&empty).unwrap(), empty);
}
