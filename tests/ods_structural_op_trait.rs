//! `OpBase.td`'s empty marker class `StructuralOpTrait` next to a trait
//! class (CIRCT Handshake's `class HasParentInterface<string interface> :
//! ParamNativeOpTrait<"HasParentInterface", interface>, StructuralOpTrait`):
//! the record is the `ParamNativeOpTrait`, whose Rust type checks the op.

use std::marker::PhantomData;

use drr::text::parse_module;
use drr::{Context, OpId};

/// The C++ trait in Rust: the op's parent must be a `so.region` op.
pub struct HasParentInterface<T>(PhantomData<T>);
pub struct RegionInterface;
impl drr::ods::NativeOpTrait for HasParentInterface<RegionInterface> {
    fn verify_trait(ctx: &Context, op: OpId) -> Result<(), String> {
        match ctx.parent_op(op) {
            Some(p) if ctx.op_name_str(ctx.op(p).name()) == "so.region" => Ok(()),
            _ => Err("expects its parent to implement RegionInterface".to_string()),
        }
    }
}

drr::ods! {
    def So_Dialect : Dialect { let name = "so"; }
    class HasParentInterface<string interface>
        : ParamNativeOpTrait<"HasParentInterface", interface>, StructuralOpTrait {}
    class So_Op<string mnemonic, list<Trait> traits = []>
        : Op<So_Dialect, mnemonic, traits # [HasParentInterface<"RegionInterface">]>;
    def So_RegionOp : Op<So_Dialect, "region", [NoTerminator]> {
        let regions = (region AnyRegion:$body);
    }
    def So_ForkOp : So_Op<"fork"> {
        let arguments = (ins AnyType:$operand);
    }
}

fn verify(src: &str) -> Result<(), String> {
    let mut ctx = Context::new();
    SoDialect::register(&mut ctx);
    let m = parse_module(&mut ctx, src, "in.mlir").map_err(|e| e.message)?;
    drr::verifier::verify(&ctx, m).map_err(|es| es[0].message.clone())
}

#[test]
fn a_trait_class_with_the_marker_checks_the_op() {
    let inside = "\"so.region\"() ({\n  %0 = \"test.v\"() : () -> i32\n  \"so.fork\"(%0) : (i32) -> ()\n}) : () -> ()\n";
    assert_eq!(verify(inside), Ok(()));
    let outside = "%0 = \"test.v\"() : () -> i32\n\"so.fork\"(%0) : (i32) -> ()\n";
    assert_eq!(
        verify(outside),
        Err("'so.fork' op expects its parent to implement RegionInterface".to_string())
    );
}
