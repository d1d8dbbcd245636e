//! Attribute wrappers inside other wrappers. `OptionalAttr`,
//! `DefaultValuedAttr` and the like are `Attr<attr.predicate, attr.summary>`
//! in `CommonAttrConstraints.td` with their own `isOptional` and
//! `defaultValue`, so the outer wrapper decides: mlir-tblgen-22 generates
//! `OptionalAttr<DefaultValuedAttr<I32Attr, "3">>` as an optional `I32Attr`
//! without a default (no `populateDefaultProperties`, `getX()` returns
//! `std::optional<uint32_t>`), and `DefaultValuedAttr<OptionalAttr<…>, v>`
//! as a default-valued one.

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

drr::ods! {
    def Nw_Dialect : Dialect { let name = "nw"; }
    def Nw_OptOp : Op<Nw_Dialect, "opt"> {
        let arguments = (ins OptionalAttr<DefaultValuedAttr<I32Attr, "3">>:$x);
    }
    def Nw_DefOp : Op<Nw_Dialect, "def"> {
        let arguments = (ins DefaultValuedAttr<OptionalAttr<I32Attr>, "3">:$x);
    }
    def Nw_AnyOfOp : Op<Nw_Dialect, "any_of"> {
        let arguments = (ins AnyAttrOf<[OptionalAttr<I32Attr>, DefaultValuedStrAttr<StrAttr, "s">]>:$x);
    }
}

fn run(ctx: &mut Context, op: &str) -> Result<String, String> {
    let src = format!("\"builtin.module\"() ({{\n  {op} : () -> ()\n}}) : () -> ()\n");
    let m = parse_module(ctx, &src, "in.mlir").map_err(|e| e.to_string())?;
    drr::verifier::verify(ctx, m).map_err(|e| e[0].message.clone())?;
    let out = print_op(ctx, m, PrintOptions { debug_info: false });
    Ok(out.lines().nth(1).unwrap().trim().to_string())
}

#[test]
fn optional_of_default_valued_is_optional_without_default() {
    let mut ctx = Context::new();
    NwDialect::register(&mut ctx);
    assert_eq!(
        run(&mut ctx, "\"nw.opt\"()").unwrap(),
        "\"nw.opt\"() : () -> ()"
    );
    assert_eq!(
        run(&mut ctx, "\"nw.opt\"() <{x = 7 : i32}>").unwrap(),
        "\"nw.opt\"() <{x = 7 : i32}> : () -> ()"
    );
    assert_eq!(
        run(&mut ctx, "\"nw.opt\"() <{x = 7 : i64}>").unwrap_err(),
        "'nw.opt' op attribute 'x' failed to satisfy constraint: 32-bit signless integer attribute"
    );
    let src = "\"builtin.module\"() ({\n  \"nw.opt\"() : () -> ()\n}) : () -> ()\n";
    let m = parse_module(&mut ctx, src, "in.mlir").unwrap();
    let op = ctx.nested_ops_pre_order(m)[0];
    let view = Nw_OptOp::from_op(&ctx, op).unwrap();
    assert!(view.x(&ctx).is_none());
}

#[test]
fn default_valued_of_optional_has_the_default() {
    let mut ctx = Context::new();
    NwDialect::register(&mut ctx);
    assert_eq!(
        run(&mut ctx, "\"nw.def\"()").unwrap(),
        "\"nw.def\"() <{x = 3 : i32}> : () -> ()"
    );
}

#[test]
fn wrappers_in_a_list_of_constraints_check_their_base() {
    let mut ctx = Context::new();
    NwDialect::register(&mut ctx);
    assert_eq!(
        run(&mut ctx, "\"nw.any_of\"() <{x = \"t\"}>").unwrap(),
        "\"nw.any_of\"() <{x = \"t\"}> : () -> ()"
    );
    assert_eq!(
        run(&mut ctx, "\"nw.any_of\"() <{x = 1.0 : f32}>").unwrap_err(),
        "'nw.any_of' op attribute 'x' failed to satisfy constraint: 32-bit signless integer attribute or string attribute"
    );
}
