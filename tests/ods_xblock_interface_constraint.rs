//! A type or attribute interface record of one block used as a constraint
//! in another, its string the C++-style name of the Rust type implementing
//! the interface (not a Rust path), as iree-org/wave's `NormalFormOps.td`
//! uses `NormalFormInterfaces.td`'s `NormalFormAttrInterface`: the using
//! block fetches the record and generates the constraint, as it does for
//! its own interface records (`tests/ods_foreign_interface_constraint.rs`).
//! Messages as MLIR's verifier words them for such constraints.

use drr::text::parse_module;
use drr::{Attribute, Context, Type};

/// The interfaces file.
pub mod ifaces {
    drr::ods! {
        include "mlir/IR/OpBase.td"
        def MarkerAttrInterface : AttrInterface<"MarkerAttrs"> {
            let cppNamespace = "::nf";
        }
        def MarkerTypeInterface : TypeInterface<"MarkerTypes"> {
            let cppNamespace = "::nf";
        }
    }
}

/// `#nf.…` attributes implement the attribute interface.
pub struct MarkerAttrs;
impl drr::ods::AttrInterface for MarkerAttrs {
    fn isa(ctx: &Context, a: Attribute) -> bool {
        drr::text::print_attribute(ctx, a).starts_with("#nf.")
    }
}

/// `!nf.…` types implement the type interface.
pub struct MarkerTypes;
impl drr::ods::TypeInterface for MarkerTypes {
    fn isa(ctx: &Context, t: Type) -> bool {
        drr::text::print_type(ctx, t).starts_with("!nf.")
    }
}

/// The ops file.
pub mod ops {
    use super::ifaces::*;
    use super::{MarkerAttrs, MarkerTypes};

    drr::ods! {
        include "NormalFormInterfaces.td"
        def NF_Dialect : Dialect { let name = "nf"; }
        def NF_ModuleOp : Op<NF_Dialect, "module"> {
            let arguments = (ins MarkerAttrInterface:$normal_form, MarkerTypeInterface:$value);
        }
    }
}

fn check(attr: &str, ty: &str) -> Result<(), String> {
    let mut ctx = Context::new();
    ops::NfDialect::register(&mut ctx);
    ctx.allow_unknown_operations("test");
    let src = format!(
        "\"builtin.module\"() ({{\n  \"test.f\"() ({{\n  ^bb0(%v: {ty}):\n    \"nf.module\"(%v) <{{normal_form = {attr}}}> : ({ty}) -> ()\n  }}) : () -> ()\n}}) : () -> ()\n"
    );
    let m = parse_module(&mut ctx, &src, "in.mlir").map_err(|e| e.message)?;
    drr::verifier::verify(&ctx, m).map_err(|es| es[0].message.clone())
}

#[test]
fn interfaces_of_another_block_are_constraints() {
    assert_eq!(check("#nf.any<x>", "!nf.t"), Ok(()));
    assert_eq!(
        check("#nf.any<x>", "i32"),
        Err("'nf.module' op operand #0 must be MarkerTypes instance, but got 'i32'".into())
    );
    assert_eq!(
        check("1 : i32", "!nf.t"),
        Err("invalid properties {normal_form = 1 : i32} for op nf.module: Invalid attribute `normal_form` in property conversion: 1 : i32".into())
    );
}
