//! `DefaultValuedAttr<UnitAttr, "false">` (MLIR 22's
//! `transform.structured.pad` `$use_prescribed_tensor_shapes`,
//! `transform.xegpu` ops' `$result`): ODS's `UnitAttr` builds a false value
//! as the null attribute, so the default leaves the flag absent when the op
//! is parsed or built (drr stored it present). As mlir-opt-22 prints
//! `transform.structured.pad` without the flag.

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

drr::ods! {
    def Du_Dialect : Dialect { let name = "du"; }
    def PadOp : Op<Du_Dialect, "pad"> {
      let arguments = (ins AnyType:$target,
        DefaultValuedAttr<StrAttr, "\"bufferization.materialize_in_destination\"">:$copy_back_op,
        DefaultValuedAttr<UnitAttr, "false">:$use_prescribed_tensor_shapes,
        DefaultValuedOptionalAttr<UnitAttr, "0">:$other_flag);
    }
}

fn round_trip(op: &str) -> String {
    let mut ctx = Context::new();
    DuDialect::register(&mut ctx);
    let src =
        format!("\"builtin.module\"() ({{\n  %0 = \"x.h\"() : () -> i32\n  {op}\n}}) : () -> ()\n");
    let m = parse_module(&mut ctx, &src, "in.mlir").unwrap();
    drr::verifier::verify(&ctx, m).unwrap();
    print_op(&ctx, m, PrintOptions::default())
        .lines()
        .nth(2)
        .unwrap()
        .trim()
        .to_string()
}

#[test]
fn a_false_unit_default_leaves_the_flag_absent() {
    assert_eq!(
        round_trip("\"du.pad\"(%0) : (i32) -> ()"),
        "\"du.pad\"(%0) <{copy_back_op = \"bufferization.materialize_in_destination\"}> : (i32) -> ()"
    );
    assert_eq!(
        round_trip("\"du.pad\"(%0) <{use_prescribed_tensor_shapes, other_flag}> : (i32) -> ()"),
        "\"du.pad\"(%0) <{copy_back_op = \"bufferization.materialize_in_destination\", other_flag, use_prescribed_tensor_shapes}> : (i32) -> ()"
    );
}

#[test]
fn the_builder_leaves_it_absent_too() {
    let mut ctx = Context::new();
    DuDialect::register(&mut ctx);
    let m = parse_module(
        &mut ctx,
        "\"builtin.module\"() ({\n  %0 = \"x.h\"() : () -> i32\n}) : () -> ()\n",
        "in.mlir",
    )
    .unwrap();
    let body = ctx.region(ctx.op(m).regions()[0]).blocks()[0];
    let h = ctx.block(body).first_op().unwrap();
    let x = ctx.op(h).results()[0];
    let loc = ctx.unknown_loc();
    let st = PadOp::build(&mut ctx, loc, &[], &[x], &[]);
    let pad = ctx.create_op(st).unwrap();
    ctx.append_op(body, pad).unwrap();
    assert!(
        !PadOp::from_op(&ctx, pad)
            .unwrap()
            .use_prescribed_tensor_shapes(&ctx)
    );
}
