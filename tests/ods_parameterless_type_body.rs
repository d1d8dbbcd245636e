//! A parameterless `TypeDef` of a registered dialect given a body,
//! `!pm.token<1>`: the parser mlir-tblgen generates for a type without
//! parameters reads none of it, so MLIR drops the body (mlir-opt-22 prints
//! `!async.token<1>` and `!async.token<>` as `!async.token`, an upstream
//! parameterless type with the same generated parser). A type with
//! parameters keeps its body, and so does a type of a dialect whose types
//! block is not registered (its mnemonics are unknown to the context).

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

drr::ods! {
    def PM_Dialect : Dialect { let name = "pm"; }
    def PM_Token : TypeDef<PM_Dialect, "Token"> { let mnemonic = "token"; }
    def PM_Box : TypeDef<PM_Dialect, "Box"> {
        let mnemonic = "box";
        let parameters = (ins "::mlir::Type":$inner);
    }
    // A C++ parser may read a body of a type without parameters.
    def PM_Custom : TypeDef<PM_Dialect, "Custom"> {
        let mnemonic = "custom";
        let hasCustomAssemblyFormat = 1;
    }
    // Buildable through a Rust `builderCall`, but it has parameters.
    def PM_Ref : TypeDef<PM_Dialect, "Ref"> {
        let mnemonic = "ref";
        let parameters = (ins "::mlir::Type":$inner);
        let builderCall = |ctx: &mut drr::Context| -> drr::Type { drr::ods::dialect_type(ctx, "!pm.ref<i8>") };
    }
    def PM_UseOp : Op<PM_Dialect, "use"> {
        let arguments = (ins PM_Token:$t);
    }
}

fn round(ty: &str) -> String {
    let mut ctx = Context::new();
    PmDialect::register(&mut ctx);
    let src =
        format!("\"builtin.module\"() ({{\n  %0 = \"test.op\"() : () -> {ty}\n}}) : () -> ()\n");
    ctx.allow_unknown_operations("test");
    let m = parse_module(&mut ctx, &src, "in.mlir").unwrap_or_else(|e| panic!("{ty}: {e}"));
    let out = print_op(&ctx, m, PrintOptions { debug_info: false });
    let line = out.lines().nth(1).unwrap();
    line.rsplit(" -> ").next().unwrap().to_string()
}

#[test]
fn a_parameterless_types_body_is_dropped() {
    assert_eq!(round("!pm.token<1>"), "!pm.token");
    assert_eq!(round("!pm.token<>"), "!pm.token");
    assert_eq!(round("!pm.token"), "!pm.token");
    // Nested in builtin types and in a function type, as well.
    assert_eq!(round("tensor<4x!pm.token<1>>"), "tensor<4x!pm.token>");
    assert_eq!(round("tuple<!pm.token<2>, i1>"), "tuple<!pm.token, i1>");
}

#[test]
fn a_parameterized_types_body_is_kept() {
    assert_eq!(round("!pm.box<i32>"), "!pm.box<i32>");
    assert_eq!(round("!pm.custom<1>"), "!pm.custom<1>");
    assert_eq!(round("!pm.ref<i8>"), "!pm.ref<i8>");
    // Another dialect's type (nothing registered) is kept as written.
    assert_eq!(round("!other.token<1>"), "!other.token<1>");
}

#[test]
fn the_dropped_body_type_is_the_constraints_type() {
    let mut ctx = Context::new();
    PmDialect::register(&mut ctx);
    ctx.allow_unknown_operations("test");
    let src = "\"builtin.module\"() ({\n  %0 = \"test.op\"() : () -> !pm.token<7>\n  \"pm.use\"(%0) : (!pm.token<7>) -> ()\n}) : () -> ()\n";
    let m = parse_module(&mut ctx, src, "in.mlir").unwrap();
    drr::verifier::verify(&ctx, m).unwrap();
    assert_eq!(
        print_op(&ctx, m, PrintOptions { debug_info: false }),
        src.replace("!pm.token<7>", "!pm.token")
    );
}
