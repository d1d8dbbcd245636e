//! A field of a record given for a template argument, read in Rust code:
//! `x.f` stands for the field's integer, bit or string value, as TableGen
//! pastes it into C++ text (mlir-tensorrt's `class Executor_PtrOf<
//! Executor_MemoryTypeCase enumcase> : Type<And<[…, CPred<"… ==
//! mlir::executor::MemoryType::" # enumcase.symbol>]>, "pointer of type " #
//! enumcase.str>`). In Rust the record is a type without fields, so the
//! access meant nothing (rustc: "no field `symbol` on type …"). A closure
//! parameter of the same name hides the record, as it hides any template
//! argument.

use drr::text::{PrintOptions, parse_module, print_op};
use drr::{Context, Type};

/// `!m.ptr<space>` with the address space `space`.
fn ptr_in(ctx: &Context, t: Type, space: &str, value: i64, strict: bool) -> bool {
    let text = drr::text::print_type(ctx, t);
    text == format!("!m.ptr<{space}>") && (value >= 0 || !strict)
}

mod m {
    use drr::{Context, Type};
    drr::ods! {
        def M_Dialect : Dialect { let name = "m"; }
        class SpaceCase<string name, int value> : I32EnumAttrCase<name, value> {
          bit strict = 1;
        }
        def SpaceHost : SpaceCase<"host", 0>;
        def SpaceDevice : SpaceCase<"device", 2>;

        class PtrOf<SpaceCase space> : Type<
            CPred<|ctx: &Context, t: Type| crate::ptr_in(ctx, t, space.symbol, space.value, space.strict)>,
            "pointer of type " # space.str>;
        // The closure's own `space` hides the template argument.
        class AnyPtr<SpaceCase space> : Type<
            CPred<|space: &Context, t: Type| drr::text::print_type(space, t).starts_with("!m.ptr<")>,
            "pointer">;

        def M_UseOp : Op<M_Dialect, "use"> {
          let arguments = (ins PtrOf<SpaceHost>:$h, PtrOf<SpaceDevice>:$d, AnyPtr<SpaceHost>:$a);
        }
    }
}

fn check(h: &str, d: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    m::MDialect::register(&mut ctx);
    ctx.allow_unknown_operations("test");
    let src = format!(
        "\"builtin.module\"() ({{\n  \"test.f\"() ({{\n  ^bb0(%arg0: {h}, %arg1: {d}):\n    \"m.use\"(%arg0, %arg1, %arg1) : ({h}, {d}, {d}) -> ()\n  }}) : () -> ()\n}}) : () -> ()\n"
    );
    let m = parse_module(&mut ctx, &src, "in.mlir").map_err(|e| e.message.clone())?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

#[test]
fn fields_of_record_arguments_are_their_values() {
    check("!m.ptr<host>", "!m.ptr<device>").unwrap();
    assert_eq!(
        check("!m.ptr<device>", "!m.ptr<device>").unwrap_err(),
        "'m.use' op operand #0 must be pointer of type host, but got '!m.ptr<device>'"
    );
    assert_eq!(
        check("!m.ptr<host>", "!m.ptr<host>").unwrap_err(),
        "'m.use' op operand #1 must be pointer of type device, but got '!m.ptr<host>'"
    );
}
