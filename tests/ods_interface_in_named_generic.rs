//! An attribute interface used as a constraint only inside a named library
//! generic (MLIR's `DeviceMappingInterface.td`: `def DeviceMappingArrayAttr
//! : TypedArrayAttrBase<AnyAttrOf<[DeviceMappingAttrInterface, …]>, …>`),
//! which another block's ops use by name: the interface's string names the
//! Rust type deciding which attributes implement it (was rustc's "expected
//! type, found macro" at the record; `ui-tests` pins the error for a string
//! naming the record itself).

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

/// The attributes implementing the interface (MLIR attaches it in C++):
/// here the `#gpu` mapping attributes.
pub struct DeviceMapping;
impl drr::ods::AttrInterface for DeviceMapping {
    fn isa(ctx: &Context, a: drr::Attribute) -> bool {
        matches!(ctx.attr_data(a), drr::AttrData::Opaque(s) if s.starts_with("#gpu."))
    }
}

pub mod base {
    drr::ods! {
        def DeviceMappingAttrInterface : AttrInterface<"crate::DeviceMapping"> {
          let cppNamespace = "::mlir";
        }
        def DeviceMappingArrayAttr :
          TypedArrayAttrBase<AnyAttrOf<[DeviceMappingAttrInterface, I64Attr]>,
          "Device Mapping array attribute"> { }
    }
}

pub mod ops {
    use super::base::*;
    drr::ods! {
        include "mlir/Dialect/SCF/IR/DeviceMappingInterface.td";
        def Dm_Dialect : Dialect { let name = "dm"; }
        def ForallOp : Op<Dm_Dialect, "forall"> {
          let arguments = (ins OptionalAttr<DeviceMappingArrayAttr>:$mapping);
        }
    }
}

fn verify(mapping: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    ops::DmDialect::register(&mut ctx);
    let src = format!(
        "\"builtin.module\"() ({{\n  \"dm.forall\"() <{{mapping = {mapping}}}> : () -> ()\n}}) : () -> ()\n"
    );
    let m = parse_module(&mut ctx, &src, "in.mlir").map_err(|e| e.message)?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions::default()))
}

#[test]
fn the_interface_decides_the_array_elements() {
    let out = verify("[#gpu.block<x>, 3]").unwrap();
    assert!(out.contains("<{mapping = [#gpu.block<x>, 3]}>"), "{out}");
    assert_eq!(
        verify("[#foo.thread<x>]").unwrap_err(),
        "'dm.forall' op attribute 'mapping' failed to satisfy constraint: Device Mapping array attribute"
    );
    assert_eq!(
        verify("[3 : i32]").unwrap_err(),
        "'dm.forall' op attribute 'mapping' failed to satisfy constraint: Device Mapping array attribute"
    );
}
